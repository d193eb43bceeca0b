import type { Language } from '@quanta/validators';
import type { ChildDigest } from './digest-data';
import { escapeHtml } from './mail-text';

const words = {
  en: {
    subject: (name: string, school: string) => `Your family's week at ${school}, ${name}`,
    hello: (name: string) => `Hello ${name},`,
    intro: "Here is your family's week.",
    classes: 'Classes',
    none: 'none',
    done: (n: number) => `Homework handed in this week: ${n}`,
    overdue: 'Overdue homework',
    due: 'due',
    grades: 'Results this week',
    corrected: 'corrected by the teacher',
    courseGrades: 'Course grades',
    announcements: 'New announcements',
    exams: 'Upcoming exams',
    noDate: 'no date set',
    renewals: 'To renew',
    lessonsLeft: (n: number) => (n <= 0 ? 'no lessons left' : n === 1 ? '1 lesson left' : `${n} lessons left`),
    endsOn: (d: string) => `place ends on ${d}`,
    renew: 'renew',
    noChildren: 'No student is linked to your account yet.',
    unsubscribe: 'Stop these weekly e-mails',
    footer: (school: string) => `You receive this weekly digest as a parent at ${school}.`,
  },
  zh: {
    subject: (name: string, school: string) => `${name}，您家庭本周的 ${school} 周报`,
    hello: (name: string) => `${name}，您好：`,
    intro: '以下是您家庭本周的学习情况。',
    classes: '课程',
    none: '无',
    done: (n: number) => `本周提交的作业：${n}`,
    overdue: '逾期作业',
    due: '截止',
    grades: '本周成绩',
    corrected: '老师已批改',
    courseGrades: '总评成绩',
    announcements: '新公告',
    exams: '即将进行的考试',
    noDate: '未定日期',
    renewals: '待续费',
    lessonsLeft: (n: number) => (n <= 0 ? '课时已用完' : `还剩 ${n} 节课`),
    endsOn: (d: string) => `名额将于 ${d} 到期`,
    renew: '续费',
    noChildren: '您的账号尚未关联学生。',
    unsubscribe: '退订每周周报',
    footer: (school: string) => `您以家长身份在 ${school} 收到此周报。`,
  },
};

const day = (d: Date, lang: Language, timeZone = 'UTC') =>
  d.toLocaleDateString(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  });

/** The weekly family digest of one parent, in their language and naming the school, with HTML and plain-text parts. */
export function familyDigestMail(
  parentName: string,
  children: ChildDigest[],
  lang: Language,
  unsubscribeUrl: string,
  schoolName: string,
  /** The school's time zone, for the days shown (an announcement's, the end of a place). */
  timeZone = 'UTC',
) {
  const w = words[lang];
  const footer = w.footer(schoolName);
  const html: string[] = [`<p>${escapeHtml(w.hello(parentName))}</p>`, `<p>${escapeHtml(w.intro)}</p>`];
  const text: string[] = [w.hello(parentName), '', w.intro, ''];
  if (children.length === 0) {
    html.push(`<p>${escapeHtml(w.noChildren)}</p>`);
    text.push(w.noChildren, '');
  }
  for (const c of children) {
    const lines: [string, string[]][] = [
      [w.classes, c.classes],
      [w.overdue, c.overdue.map((o) => `${o.name} (${w.due} ${day(o.dueDate, lang)})`)],
      [
        w.grades,
        c.grades.map((g) => `${g.name} (${g.className}): ${g.percent}%${g.corrected ? ` (${w.corrected})` : ''}`),
      ],
      [w.courseGrades, c.courseGrades.map((g) => `${g.className}: ${g.percent}%${g.letter ? ` (${g.letter})` : ''}`)],
      [w.exams, c.upcomingExams.map((e) => `${e.name} (${e.dueDate ? `${w.due} ${day(e.dueDate, lang)}` : w.noDate})`)],
    ];
    html.push(`<h3 style="margin:20px 0 6px">${escapeHtml(c.name)}</h3>`, `<p>${escapeHtml(w.done(c.done))}</p>`);
    text.push(`== ${c.name} ==`, w.done(c.done));
    for (const [label, items] of lines) {
      html.push(
        `<p style="margin:8px 0 2px"><b>${escapeHtml(label)}</b></p>`,
        items.length
          ? `<ul style="margin:0">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
          : `<p style="margin:0;color:#777">${escapeHtml(w.none)}</p>`,
      );
      text.push(`${label}: ${items.length ? '' : w.none}`, ...items.map((i) => `  - ${i}`));
    }
    if (c.announcements.length > 0) {
      const items = c.announcements.map((a) => ({
        about: `${a.className}, ${day(a.createdAt, lang, timeZone)}, ${a.author}`,
        excerpt: a.excerpt,
      }));
      html.push(
        `<p style="margin:8px 0 2px"><b>${escapeHtml(w.announcements)}</b></p>`,
        `<ul style="margin:0">${items
          .map((i) => `<li><span style="color:#555">${escapeHtml(i.about)}</span><br>${escapeHtml(i.excerpt)}</li>`)
          .join('')}</ul>`,
      );
      text.push(`${w.announcements}:`, ...items.flatMap((i) => [`  - ${i.about}`, `    ${i.excerpt}`]));
    }
    if (c.renewals.length > 0) {
      const items = c.renewals.map((r) => ({
        what: `${r.className}: ${'lessonsLeft' in r ? w.lessonsLeft(r.lessonsLeft) : w.endsOn(day(r.endsAt, lang, timeZone))}`,
        url: r.renewUrl,
      }));
      html.push(
        `<p style="margin:8px 0 2px"><b>${escapeHtml(w.renewals)}</b></p>`,
        `<ul style="margin:0">${items
          .map((i) => `<li>${escapeHtml(i.what)} (<a href="${escapeHtml(i.url)}">${escapeHtml(w.renew)}</a>)</li>`)
          .join('')}</ul>`,
      );
      text.push(`${w.renewals}:`, ...items.map((i) => `  - ${i.what} (${w.renew}: ${i.url})`));
    }
    text.push('');
  }
  const link = escapeHtml(unsubscribeUrl);
  html.push(
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 8px"><p style="color:#777;font-size:12px">${escapeHtml(footer)} <a href="${link}">${escapeHtml(w.unsubscribe)}</a></p>`,
  );
  text.push('--', footer, `${w.unsubscribe}: ${unsubscribeUrl}`);
  return { subject: w.subject(parentName, schoolName), html: html.join(''), text: text.join('\n') };
}

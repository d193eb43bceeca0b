import type { Language } from '@quanta/validators';
import { escapeHtml } from './mail-text';
import type { MailMessage } from './mailer';

/**
 * What a family is told about a place: lessons left in a package ('balance2', 'balance0'), or a place
 * bought by months or years ending soon ('expiry').
 */
export type PlaceNotice = {
  recipientName: string;
  className: string;
  studentName: string;
  /** The Class Register page, where the family buys another package or period. */
  renewUrl: string;
} & ({ kind: 'balance2' | 'balance0'; lessonsLeft: number } | { kind: 'expiry'; endsOn: string });

const templates = {
  en: (n: PlaceNotice) => {
    const about = `${n.studentName}, ${n.className}`;
    const [subject, news] =
      n.kind === 'expiry'
        ? [
            `Place ending on ${n.endsOn}: ${about}`,
            `${n.studentName}'s place in the class "${n.className}" ends on ${n.endsOn}.`,
          ]
        : n.kind === 'balance0' || n.lessonsLeft <= 0
          ? [`No lessons left: ${about}`, `${n.studentName} has no lessons left in the class "${n.className}".`]
          : [
              `${lessonsEn(n.lessonsLeft)} left: ${about}`,
              `${n.studentName} has ${lessonsEn(n.lessonsLeft)} left in the class "${n.className}".`,
            ];
    return { subject, hello: `Hello ${n.recipientName},`, news, renew: 'To renew, open the class register page:' };
  },
  zh: (n: PlaceNotice) => {
    const about = `${n.studentName}，${n.className}`;
    const [subject, news] =
      n.kind === 'expiry'
        ? [
            `名额将于 ${n.endsOn} 到期：${about}`,
            `${n.studentName} 在课程“${n.className}”的名额将于 ${n.endsOn} 到期。`,
          ]
        : n.kind === 'balance0' || n.lessonsLeft <= 0
          ? [`课时已用完：${about}`, `${n.studentName} 在课程“${n.className}”的课时已用完。`]
          : [
              `剩余 ${n.lessonsLeft} 节课：${about}`,
              `${n.studentName} 在课程“${n.className}”还剩 ${n.lessonsLeft} 节课。`,
            ];
    return { subject, hello: `${n.recipientName}，您好：`, news, renew: '续费请打开课程报名页面：' };
  },
};

const lessonsEn = (n: number) => (n === 1 ? '1 lesson' : `${n} lessons`);

/** A notice about a student's place to their parent (or to the student), with the renew link. */
export function placeNoticeMail(to: string, notice: PlaceNotice, lang: Language): MailMessage {
  const { subject, hello, news, renew } = templates[lang](notice);
  const link = escapeHtml(notice.renewUrl);
  return {
    to,
    subject,
    text: [hello, news, `${renew} ${notice.renewUrl}`].join('\n\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(news)}</p>`,
      `<p>${escapeHtml(renew)} <a href="${link}">${link}</a></p>`,
    ].join(''),
  };
}

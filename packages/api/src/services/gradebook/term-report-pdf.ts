import { TZDate } from '@date-fns/tz';
import type { Language } from '@quanta/validators';
import { format } from 'date-fns';
import { startPdf } from '../pdf/pdf-document';

/** A homework line of the report. */
export interface ReportHomework {
  name: string;
  category: string;
  points: number;
  /** Null: does not count yet. */
  earned: number | null;
  latePercent: number;
}

/** Marks on the class's lessons; null when the class has no lessons. */
export interface ReportAttendance {
  lessons: number;
  present: number;
  late: number;
  absent: number;
  leave: number;
}

/** What a term report prints. */
export interface TermReport {
  school: { name: string; address: string };
  className: string;
  teacherName: string;
  studentName: string;
  /** When it was made, printed as a day in `timeZone`. */
  at: Date;
  timeZone: string;
  homework: ReportHomework[];
  categories: { name: string; weight: number; percent: number | null }[];
  percent: number | null;
  letter: string | null;
  attendance: ReportAttendance | null;
  comment: string;
}

const words = {
  en: {
    title: 'Term report',
    student: 'Student',
    class: 'Class',
    teacher: 'Teacher',
    date: 'Date',
    grades: 'Grades',
    homework: 'Homework',
    category: 'Category',
    points: 'Points',
    earned: 'Earned',
    late: 'Late',
    notCounted: 'not yet',
    categories: 'Categories',
    weight: 'Weight',
    course: 'Course grade',
    none: 'No graded work yet',
    attendance: 'Attendance',
    lessons: 'Lessons',
    present: 'Present',
    lateMark: 'Late',
    absent: 'Absent',
    leave: 'Leave',
    comment: "Teacher's comment",
    noHomework: 'No homework yet.',
  },
  zh: {
    title: '学期成绩报告',
    student: '学生',
    class: '班级',
    teacher: '老师',
    date: '日期',
    grades: '成绩',
    homework: '作业',
    category: '类别',
    points: '分值',
    earned: '得分',
    late: '迟交扣分',
    notCounted: '尚未计入',
    categories: '类别成绩',
    weight: '权重',
    course: '课程成绩',
    none: '暂无计分的作业',
    attendance: '出勤',
    lessons: '课次',
    present: '出勤',
    lateMark: '迟到',
    absent: '缺勤',
    leave: '请假',
    comment: '老师评语',
    noHomework: '暂无作业。',
  },
} as const;

const number = (x: number) => String(Math.round(x * 100) / 100);

/**
 * A student's term report in a class as a PDF, in English or Chinese: the school, class, teacher and
 * student, each homework's points, earned and late penalty, each category's percent, the course percent
 * and letter, attendance (when the class has lessons) and the teacher's comment.
 */
export async function termReportPdf(report: TermReport, lang: Language): Promise<Uint8Array> {
  const w = words[lang];
  const { doc, finish } = await startPdf(lang, {
    Title: `${w.title} · ${report.studentName}`,
    Author: report.school.name,
    Subject: report.className,
    CreationDate: report.at,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  doc.font('bold').fontSize(18).text(report.school.name, left, doc.y, { width });
  if (report.school.address) doc.font('regular').fontSize(10).text(report.school.address, { width });
  doc.moveDown(1);
  doc.font('bold').fontSize(16).text(w.title, { width });
  doc.moveDown(0.5);

  const row = (label: string, value: string) => {
    const top = doc.y;
    doc.font('bold').fontSize(11).text(label, left, top, { width: 110 });
    const below = doc.y;
    doc
      .font('regular')
      .fontSize(11)
      .text(value, left + 120, top, { width: width - 120 });
    doc.x = left;
    doc.y = Math.max(below, doc.y) + 4;
  };
  row(w.student, report.studentName);
  row(w.class, report.className);
  if (report.teacherName) row(w.teacher, report.teacherName);
  row(w.date, format(new TZDate(report.at.getTime(), report.timeZone), 'yyyy-MM-dd'));
  doc.moveDown(1);

  // Each line a row of cells at fixed columns; a line that would not fit starts a new page.
  const columns = [0, 0.42, 0.64, 0.76, 0.88].map((f) => left + f * width);
  const spans = columns.map((x, i) => (columns[i + 1] ?? left + width) - x - 6);
  const line = (cells: string[], font: 'regular' | 'bold') => {
    room(18);
    const top = doc.y;
    let below = top;
    cells.forEach((text, i) => {
      doc.font(font).fontSize(10).text(text, columns[i]!, top, { width: spans[i]! });
      below = Math.max(below, doc.y);
    });
    doc.x = left;
    doc.y = below + 3;
  };

  doc.font('bold').fontSize(13).text(w.grades, left, doc.y, { width });
  doc.moveDown(0.3);
  if (report.homework.length === 0) doc.font('regular').fontSize(10).text(w.noHomework, { width });
  else {
    line([w.homework, w.category, w.points, w.earned, w.late], 'bold');
    for (const h of report.homework) {
      line(
        [
          h.name,
          h.category,
          number(h.points),
          h.earned === null ? w.notCounted : number(h.earned),
          h.latePercent > 0 ? `−${h.latePercent}%` : '',
        ],
        'regular',
      );
    }
  }
  doc.moveDown(1);

  room(80);
  doc.font('bold').fontSize(13).text(w.categories, left, doc.y, { width });
  doc.moveDown(0.3);
  for (const c of report.categories) {
    row(`${c.name} (${w.weight} ${number(c.weight)})`, c.percent === null ? '—' : `${c.percent}%`);
  }
  doc.moveDown(0.5);
  room(40);
  const course = report.percent === null ? w.none : `${report.percent}%${report.letter ? ` · ${report.letter}` : ''}`;
  doc.font('bold').fontSize(14).text(`${w.course}: ${course}`, left, doc.y, { width });
  doc.moveDown(1);

  if (report.attendance) {
    room(60);
    const a = report.attendance;
    doc.font('bold').fontSize(13).text(w.attendance, left, doc.y, { width });
    doc.moveDown(0.3);
    doc
      .font('regular')
      .fontSize(11)
      .text(
        `${w.lessons}: ${a.lessons} · ${w.present}: ${a.present} · ${w.lateMark}: ${a.late} · ${w.absent}: ${a.absent} · ${w.leave}: ${a.leave}`,
        left,
        doc.y,
        { width },
      );
    doc.moveDown(1);
  }

  if (report.comment) {
    room(60);
    doc.font('bold').fontSize(13).text(w.comment, left, doc.y, { width });
    doc.moveDown(0.3);
    doc.font('regular').fontSize(11).text(report.comment, left, doc.y, { width });
  }
  return finish();
}

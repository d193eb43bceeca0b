import { classes, classSources, type DbOrTx, sources } from '@quanta/db';
import { classStates } from '@quanta/validators';
import type { FileStore } from '../files/store';
import { settingKeys, writeSetting } from '../services/home/settings';
import { sanitiseRichText } from '../services/richtext/sanitise';
import { type DemoPicture, demoPictures } from './pictures';

type TeacherKey = 'teacherWang' | 'teacherSmith';

const demoSources: { key: string; teacher: TeacherKey; name: string; expired?: boolean }[] = [
  { key: 'amc', teacher: 'teacherWang', name: 'AMC 10/12 Past Papers' },
  { key: 'olympiad', teacher: 'teacherWang', name: '全国中学生物理竞赛真题' },
  { key: 'oldWang', teacher: 'teacherWang', name: 'Old Workbook (2015 edition)', expired: true },
  { key: 'giancoli', teacher: 'teacherSmith', name: 'Giancoli Physics, 7th ed.' },
  { key: 'aops', teacher: 'teacherSmith', name: 'Art of Problem Solving: Geometry' },
  { key: 'oldSmith', teacher: 'teacherSmith', name: 'SAT Practice Tests 2019', expired: true },
];

interface DemoClass {
  teacher: TeacherKey;
  name: string;
  category: 'Physics' | 'Math';
  language: 'en' | 'zh';
  state: number;
  orderIndex: number;
  price: number;
  picture: DemoPicture;
  /** Days from today to the start, and the length in days. */
  startsIn: number;
  lasts: number;
  description: string;
  introduction: string;
  bulletin: string;
  paymentInfo: string;
  sources: string[];
  includeLibrary?: boolean;
  autoPublish?: boolean;
}

const payEn = (price: number) =>
  `<p>Tuition is <strong>USD ${price}</strong> for the whole term. Pay by bank transfer to Quanta Tutoring (account 0123-456789, reference: your child's name), then press <em>MAKE PAYMENT</em> (我已付款 on the Chinese screen); the teacher confirms within two school days.</p>`;
const payZh = (price: number) =>
  `<p>学费 <strong>¥${price}</strong>（整学期）。请转账至 Quanta 教育（账号 6222-0000-1234，备注学生姓名），然后点击“<em>我已付款</em>”（英文界面为 MAKE PAYMENT），老师会在两个工作日内确认。</p>`;

const demoClasses: DemoClass[] = [
  {
    teacher: 'teacherSmith',
    name: 'AP Physics 1: Mechanics',
    category: 'Physics',
    language: 'en',
    state: classStates.published,
    orderIndex: 1,
    price: 480,
    picture: 'inclined-plane.png',
    startsIn: 14,
    lasts: 120,
    description: 'Forces and motion from $F = ma$, energy and momentum, with weekly problem sets.',
    introduction:
      "<h2>Newton's laws, one problem at a time</h2><p>We start from $F = ma$ and build up to work, energy and momentum: $W = F d \\cos\\theta$, $p = mv$.</p><ul><li>Two live lessons a week</li><li>Homework with instant feedback</li><li>A mock AP exam in the last week</li></ul>",
    bulletin: '<p>Welcome! The first problem set is due on Friday. Bring a calculator to every lesson.</p>',
    paymentInfo: payEn(480),
    sources: ['giancoli'],
    autoPublish: true,
  },
  {
    teacher: 'teacherWang',
    name: 'Modern Physics: Relativity and Quanta',
    category: 'Physics',
    language: 'en',
    state: classStates.published,
    orderIndex: 2,
    price: 560,
    picture: 'atom.png',
    // Running for a month: Amy's year started with it, Cara's month has run out.
    startsIn: -30,
    lasts: 150,
    description: 'Special relativity, photons and the atom, for curious high-school students.',
    introduction:
      '<p>Why does $E = mc^2$ hold, and what does it mean for a photon with energy $E = hf$? We follow the ideas from Einstein to Bohr, with plenty of practice questions from the question library.</p>',
    bulletin: '<p>Lesson notes are posted after every class. Office hours: Wednesdays 7–8 pm.</p>',
    paymentInfo: payEn(560),
    sources: ['amc'],
    includeLibrary: true,
  },
  {
    teacher: 'teacherSmith',
    name: 'Geometry: Proofs and the Pythagorean Theorem',
    category: 'Math',
    language: 'en',
    state: classStates.published,
    orderIndex: 1,
    price: 360,
    picture: 'pythagoras.png',
    // Running for three weeks: Ben's month has 20 days left.
    startsIn: -21,
    lasts: 100,
    description: 'Congruence, similarity and proof writing, ending with \\(a^2 + b^2 = c^2\\).',
    introduction:
      '<p>Learn to write clear proofs. Our capstone is the Pythagorean theorem, \\(a^2 + b^2 = c^2\\), proved four different ways, and its converse.</p>',
    bulletin: '<p>Homework 1 (triangle congruence) is open. Remember to show every step of a proof.</p>',
    paymentInfo: payEn(360),
    sources: ['aops'],
  },
  {
    teacher: 'teacherWang',
    name: 'AMC 10/12 Problem Solving',
    category: 'Math',
    language: 'en',
    state: classStates.published,
    orderIndex: 2,
    price: 420,
    picture: 'tangent.png',
    startsIn: 21,
    lasts: 75,
    description: 'Contest strategies in algebra, counting and number theory.',
    introduction:
      '<p>Timed practice on past AMC papers. Typical warm-up: if $x + \\frac{1}{x} = 3$, find $x^2 + \\frac{1}{x^2}$.</p>',
    bulletin: '<p>Mock contest this Saturday, 75 minutes, no calculators.</p>',
    paymentInfo: payEn(420),
    sources: ['amc'],
  },
  {
    teacher: 'teacherWang',
    name: '高中物理：牛顿力学',
    category: 'Physics',
    language: 'zh',
    state: classStates.published,
    orderIndex: 1,
    price: 2800,
    picture: 'inclined-plane.png',
    startsIn: 10,
    lasts: 120,
    description: '受力分析、运动学与牛顿三大定律（$F = ma$）。',
    introduction:
      '<p>从牛顿第二定律 $F = ma$ 出发，系统学习受力分析、斜面问题与圆周运动 $a = \\frac{v^2}{r}$。每周一次测验。</p>',
    bulletin: '<p>第一次作业已发布，请在周日前完成。</p>',
    paymentInfo: payZh(2800),
    sources: ['olympiad'],
  },
  {
    teacher: 'teacherWang',
    name: '物理竞赛：电磁学',
    category: 'Physics',
    language: 'zh',
    state: classStates.published,
    orderIndex: 2,
    price: 3600,
    picture: 'charges.png',
    startsIn: 40,
    lasts: 90,
    description: '库仑定律、电场、磁场与电磁感应，面向物理竞赛。',
    introduction:
      '<p>库仑定律 $F = k\\frac{q_1 q_2}{r^2}$，法拉第电磁感应定律 $\\varepsilon = -\\frac{d\\Phi}{dt}$。配合历年竞赛真题讲解。</p>',
    bulletin: '<p>本周四晚上 7 点答疑。</p>',
    paymentInfo: payZh(3600),
    sources: ['olympiad'],
    includeLibrary: true,
  },
  {
    teacher: 'teacherSmith',
    name: '初中数学：勾股定理',
    category: 'Math',
    language: 'zh',
    state: classStates.published,
    orderIndex: 1,
    price: 1800,
    picture: 'pythagoras.png',
    startsIn: 5,
    lasts: 60,
    description: '勾股定理的证明与应用。',
    introduction:
      '<p>直角三角形中 \\(a^2 + b^2 = c^2\\)。我们用拼图法、相似三角形等多种方法证明它，并解决实际问题。</p>',
    bulletin: '<p>请预习课本第三章。</p>',
    paymentInfo: payZh(1800),
    sources: ['aops'],
  },
  {
    teacher: 'teacherWang',
    name: '高中数学：函数与导数',
    category: 'Math',
    language: 'zh',
    state: classStates.published,
    orderIndex: 2,
    price: 2400,
    picture: 'tangent.png',
    startsIn: 15,
    lasts: 100,
    description: '函数的性质、导数与切线。',
    introduction: "<p>导数的定义 $f'(x) = \\lim_{h \\to 0} \\frac{f(x+h) - f(x)}{h}$，以及如何求曲线的切线与极值。</p>",
    bulletin: '<p>期中测验安排在第六周。</p>',
    paymentInfo: payZh(2400),
    sources: ['amc'],
  },
  {
    teacher: 'teacherSmith',
    name: 'Waves and Optics',
    category: 'Physics',
    language: 'en',
    state: classStates.submitted,
    orderIndex: 3,
    price: 400,
    picture: 'waves.png',
    startsIn: 45,
    lasts: 80,
    description: 'Superposition, interference and lenses (waiting for the admins to publish it).',
    introduction:
      '<p>From $v = f\\lambda$ to the thin-lens equation $\\frac{1}{f} = \\frac{1}{d_o} + \\frac{1}{d_i}$.</p>',
    bulletin: '',
    paymentInfo: payEn(400),
    sources: ['giancoli'],
  },
  {
    teacher: 'teacherSmith',
    name: 'Calculus BC (draft)',
    category: 'Math',
    language: 'en',
    state: classStates.draft,
    orderIndex: 0,
    price: 520,
    picture: 'tangent.png',
    startsIn: 60,
    lasts: 120,
    description: 'Limits, derivatives, integrals and series.',
    introduction: '<p>Still being written: $\\int_0^1 x^2\\,dx = \\frac{1}{3}$.</p>',
    bulletin: '',
    paymentInfo: '',
    sources: [],
  },
];

const homeIntroduction =
  '<h2>Welcome to Quanta</h2><p>Small-group physics and math classes taught by experienced teachers, with homework that checks itself and teachers who read every answer. From $F = ma$ to $E = mc^2$, we help students understand, not just memorise.</p><p>欢迎来到 Quanta：物理与数学小班课，在线作业即时反馈。</p>';

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Draws the demo pictures into the upload store; answers their public paths by name. */
export async function saveDemoPictures(files: FileStore): Promise<Map<DemoPicture, string>> {
  const paths = new Map<DemoPicture, string>();
  for (const [name, draw] of Object.entries(demoPictures) as [DemoPicture, () => { toPng(): Buffer }][]) {
    paths.set(name, await files.saveDemo(name, draw().toPng()));
  }
  return paths;
}

/**
 * The demo school's classes (published physics and math in English and Chinese, one submitted, one
 * draft), the teachers' sources (one expired each) and the home introduction.
 */
export async function seedClasses(
  tx: DbOrTx,
  teachers: Map<string, string>,
  pictures: Map<DemoPicture, string>,
  now: Date,
) {
  const today = now.toISOString().slice(0, 10);
  const sourceIds = new Map<string, string>();
  for (const s of demoSources) {
    const [row] = await tx
      .insert(sources)
      .values({ teacherId: teachers.get(s.teacher)!, name: s.name, expired: s.expired ?? false })
      .returning({ id: sources.id });
    sourceIds.set(s.key, row!.id);
  }
  for (const c of demoClasses) {
    const start = addDays(today, c.startsIn);
    const values: typeof classes.$inferInsert = {
      teacherId: teachers.get(c.teacher)!,
      name: c.name,
      priceMinor: Math.round(c.price * 100),
      image: pictures.get(c.picture) ?? '',
      category: c.category,
      description: sanitiseRichText(c.description),
      startDate: start,
      endDate: addDays(start, c.lasts),
      language: c.language,
      registerLink: '',
      introduction: sanitiseRichText(c.introduction),
      bulletin: sanitiseRichText(c.bulletin),
      paymentInfo: sanitiseRichText(c.paymentInfo),
      includeLibrary: c.includeLibrary ?? false,
      autoPublish: c.autoPublish ?? false,
      autoPublishAccuracy: 80,
      isPublish: c.state,
      orderIndex: c.orderIndex,
    };
    const [row] = await tx.insert(classes).values(values).returning({ id: classes.id });
    if (c.sources.length > 0) {
      await tx
        .insert(classSources)
        .values(c.sources.map((key) => ({ classId: row!.id, sourceId: sourceIds.get(key)! })));
    }
  }
  await writeSetting(tx, settingKeys.homeIntroduction, sanitiseRichText(homeIntroduction), now);
}

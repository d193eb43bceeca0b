import type { Locator, Page } from 'playwright-core';
import type { DemoIds } from './demo-ids';

/** Who opens a screen: a demo person (by the key of `demoPeople`), or nobody signed in. */
export type Visitor = 'public' | 'studentAmy' | 'parentChen' | 'teacherWang' | 'admin';

/** A dialog, menu or drawer opened on a screen and checked while open, then closed with Escape. */
export interface Opener {
  name: string;
  /** What to press (found in either language). */
  press: (page: Page) => Locator;
  /** Only at this width (the header's menu button exists on a phone only, its menus on a laptop only). */
  width?: 'laptop' | 'phone';
  /** A panel (not a dialog or a menu) closes when its button is pressed again, not with Escape. */
  closesByButton?: boolean;
}

export interface Screen {
  /** The route as the web app declares it (`childOf('/teach/class/$id/edit')`). */
  route: string;
  as: Visitor;
  path: (ids: DemoIds) => string;
  open?: Opener[];
}

/** The first button whose name holds the English or the Chinese label (a row's button names its row too). */
const button = (en: string, zh: string) => (page: Page) =>
  page.getByRole('button', { name: new RegExp(`${literal(en)}|${literal(zh)}`) }).first();
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header's menus: on a laptop the Courses and user-name menus, on a phone the menu panel. */
const headerMenus = (userName?: string): Opener[] => [
  { name: 'Courses menu', press: button('Courses', '课程'), width: 'laptop' },
  ...(userName ? [{ name: 'user menu', press: button(userName, userName), width: 'laptop' as const }] : []),
  { name: 'navigation panel', press: button('Open menu', '打开菜单'), width: 'phone', closesByButton: true },
];
const confirmDelete: Opener = { name: 'delete confirmation', press: button('Delete', '删除') };

/** Every route of the web app, each opened by who uses it, on the demo school's records. */
export const screens: Screen[] = [
  // Signed out: the public pages and the forms before a session.
  { route: '/', as: 'public', path: () => '/', open: headerMenus() },
  { route: '/class/$id', as: 'public', path: (i) => `/class/${i.classId}` },
  { route: '/login', as: 'public', path: () => '/login' },
  { route: '/register', as: 'public', path: () => '/register' },
  { route: '/resetPassword', as: 'public', path: () => '/resetPassword' },
  { route: '/verify', as: 'public', path: () => '/verify' },
  { route: '/product/$id', as: 'public', path: (i) => `/product/${i.productId}` },
  { route: '/unsubscribe', as: 'public', path: () => '/unsubscribe' },
  { route: '/simview', as: 'public', path: () => '/simview' },
  { route: '/accessibility', as: 'public', path: () => '/accessibility' },
  // A student.
  { route: '/myclasses', as: 'studentAmy', path: () => '/myclasses', open: headerMenus('Amy Chen') },
  { route: '/myHomework/$classId', as: 'studentAmy', path: (i) => `/myHomework/${i.classId}` },
  { route: '/classroom/$id', as: 'studentAmy', path: (i) => `/classroom/${i.classId}` },
  { route: '/classRegister/$classId', as: 'studentAmy', path: (i) => `/classRegister/${i.classId}` },
  { route: '/student/exerciseList', as: 'studentAmy', path: () => '/student/exerciseList' },
  { route: '/student/exerciseEdit/$id', as: 'studentAmy', path: (i) => `/student/exerciseEdit/${i.openExerciseId}` },
  { route: '/student/exercise/$id', as: 'studentAmy', path: (i) => `/student/exercise/${i.doneExerciseId}` },
  { route: '/student/resources', as: 'studentAmy', path: () => '/student/resources' },
  { route: '/profile', as: 'studentAmy', path: () => '/profile' },
  { route: '/timetable', as: 'studentAmy', path: () => '/timetable' },
  { route: '/cart/$id', as: 'studentAmy', path: (i) => `/cart/${i.productId}?qty=1` },
  { route: '/cart', as: 'studentAmy', path: () => '/cart' },
  // A parent.
  { route: '/parent/studentlist', as: 'parentChen', path: () => '/parent/studentlist', open: headerMenus('Chen Hua') },
  {
    route: '/parent/student/exercise/$studentId/$classId',
    as: 'parentChen',
    path: (i) => `/parent/student/exercise/${i.studentId}/${i.classId}`,
  },
  { route: '/payments', as: 'parentChen', path: () => '/payments' },
  { route: '/payments/checkout', as: 'parentChen', path: () => '/payments/checkout' },
  // A teacher.
  {
    route: '/teach/classlist',
    as: 'teacherWang',
    path: () => '/teach/classlist',
    open: [...headerMenus('Wang Li'), { name: 'Teacher menu', press: button('Teacher', '教师'), width: 'laptop' }],
  },
  { route: '/teach/class/$id/edit', as: 'teacherWang', path: (i) => `/teach/class/${i.classId}/edit` },
  {
    route: '/teach/class/$id/addStudent',
    as: 'teacherWang',
    path: (i) => `/teach/class/${i.classId}/addStudent`,
    open: [{ name: 'Extra time dialog', press: button('Extra time', '延长时间') }],
  },
  {
    route: '/teach/class/$id/addContent',
    as: 'teacherWang',
    path: (i) => `/teach/class/${i.classId}/addContent`,
    open: [{ name: 'publish dialog', press: button('Publish', '发布') }],
  },
  {
    route: '/teach/class/$id/gradebook',
    as: 'teacherWang',
    path: (i) => `/teach/class/${i.classId}/gradebook`,
    open: [{ name: 'term report dialog', press: button('Term report', '成绩报告') }],
  },
  { route: '/teach/class/$id/schedule', as: 'teacherWang', path: (i) => `/teach/class/${i.classId}/schedule` },
  {
    route: '/teach/class/$id/homework/$hwId/analysis',
    as: 'teacherWang',
    path: (i) => `/teach/class/${i.classId}/homework/${i.homeworkId}/analysis`,
  },
  { route: '/teach/lesson/$id', as: 'teacherWang', path: (i) => `/teach/lesson/${i.lessonId}` },
  { route: '/teach/hwlist', as: 'teacherWang', path: () => '/teach/hwlist' },
  { route: '/teach/hw/$id/edit', as: 'teacherWang', path: (i) => `/teach/hw/${i.homeworkId}/edit` },
  { route: '/teach/questionlist', as: 'teacherWang', path: () => '/teach/questionlist', open: [confirmDelete] },
  {
    route: '/teach/question/$id/edit',
    as: 'teacherWang',
    path: (i) => `/teach/question/${i.questionId}/edit`,
    open: [{ name: 'formula dialog', press: button('Insert formula', '插入公式') }],
  },
  { route: '/teacher/library', as: 'teacherWang', path: () => '/teacher/library' },
  {
    route: '/teacher/exercise/$classId/$studentId',
    as: 'teacherWang',
    path: (i) => `/teacher/exercise/${i.classId}/${i.studentId}`,
  },
  {
    route: '/teacher/correctionExercise/$classId/$homeworkId',
    as: 'teacherWang',
    path: (i) => `/teacher/correctionExercise/${i.classId}/${i.homeworkId}`,
  },
  // The admin.
  {
    route: '/admin/userlist',
    as: 'admin',
    path: () => '/admin/userlist',
    open: [
      ...headerMenus('Ada Admin'),
      { name: 'Admin menu', press: button('Admin', '管理'), width: 'laptop' },
      { name: 'Create User dialog', press: button('Create User', '创建用户') },
      confirmDelete,
    ],
  },
  { route: '/admin/user/$id/edit', as: 'admin', path: (i) => `/admin/user/${i.userId}/edit` },
  {
    route: '/admin/auditClass',
    as: 'admin',
    path: () => '/admin/auditClass',
    open: [{ name: 'Set Order Index dialog', press: button('Set Order Index', '设置排序') }],
  },
  {
    route: '/admin/library',
    as: 'admin',
    path: () => '/admin/library',
    open: [{ name: 'Teacher dialog', press: button('Teacher', '教师') }],
  },
  { route: '/admin/libraryQuestion', as: 'admin', path: () => '/admin/libraryQuestion' },
  { route: '/admin/emailList', as: 'admin', path: () => '/admin/emailList' },
  {
    route: '/admin/sendEmail',
    as: 'admin',
    path: () => '/admin/sendEmail',
    open: [
      { name: 'recipient picker', press: button('Choose recipients', '选择收件人') },
      { name: 'group picker', press: button('Choose groups', '选择群组') },
    ],
  },
  { route: '/admin/productlist', as: 'admin', path: () => '/admin/productlist' },
  { route: '/admin/product/$id/edit', as: 'admin', path: (i) => `/admin/product/${i.productId}/edit` },
  { route: '/admin/finance', as: 'admin', path: () => '/admin/finance' },
  { route: '/admin/holidays', as: 'admin', path: () => '/admin/holidays' },
  // Gradebook depth: a class's grading, the school's scale, a family's grades.
  {
    route: '/teach/class/$id/grading',
    as: 'teacherWang',
    path: (i) => `/teach/class/${i.classId}/grading`,
    open: [{ name: 'homework grading dialog', press: button('Edit grading', '的评分') }],
  },
  { route: '/admin/grade-scale', as: 'admin', path: () => '/admin/grade-scale' },
  { route: '/grades/$studentId/$classId', as: 'parentChen', path: (i) => `/grades/${i.studentId}/${i.classId}` },
  // Class stream: the teacher's announcements (a family reads them on its class screens above).
  {
    route: '/teach/class/$id/stream',
    as: 'teacherWang',
    path: (i) => `/teach/class/${i.classId}/stream`,
    open: [{ name: 'delete confirmation', press: button('Delete announcement', '删除公告') }],
  },
];

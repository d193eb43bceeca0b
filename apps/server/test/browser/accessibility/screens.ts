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
}

export interface Screen {
  /** The route as the web app declares it (`childOf('/teach/class/$id/edit')`). */
  route: string;
  as: Visitor;
  path: (ids: DemoIds) => string;
  open?: Opener[];
}

const button = (name: RegExp) => (page: Page) => page.getByRole('button', { name }).first();

/** The header's menus: on a laptop the user-name menu, on a phone the menu panel. */
const headerMenus: Opener[] = [
  { name: 'navigation panel', press: button(/^(Open menu|打开菜单)$/), width: 'phone' },
];

/** Every route of the web app, each opened by who uses it, on the demo school's records. */
export const screens: Screen[] = [
  // Signed out: the public pages and the forms before a session.
  { route: '/', as: 'public', path: () => '/', open: headerMenus },
  { route: '/class/$id', as: 'public', path: (i) => `/class/${i.classId}` },
  { route: '/login', as: 'public', path: () => '/login' },
  { route: '/register', as: 'public', path: () => '/register' },
  { route: '/resetPassword', as: 'public', path: () => '/resetPassword' },
  { route: '/verify', as: 'public', path: () => '/verify' },
  { route: '/product/$id', as: 'public', path: (i) => `/product/${i.productId}` },
  { route: '/unsubscribe', as: 'public', path: () => '/unsubscribe' },
  { route: '/simview', as: 'public', path: () => '/simview' },
  // A student.
  { route: '/myclasses', as: 'studentAmy', path: () => '/myclasses', open: headerMenus },
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
  { route: '/parent/studentlist', as: 'parentChen', path: () => '/parent/studentlist', open: headerMenus },
  {
    route: '/parent/student/exercise/$studentId/$classId',
    as: 'parentChen',
    path: (i) => `/parent/student/exercise/${i.studentId}/${i.classId}`,
  },
  { route: '/payments', as: 'parentChen', path: () => '/payments' },
  { route: '/payments/checkout', as: 'parentChen', path: () => '/payments/checkout' },
  // A teacher.
  { route: '/teach/classlist', as: 'teacherWang', path: () => '/teach/classlist', open: headerMenus },
  { route: '/teach/class/$id/edit', as: 'teacherWang', path: (i) => `/teach/class/${i.classId}/edit` },
  { route: '/teach/class/$id/addStudent', as: 'teacherWang', path: (i) => `/teach/class/${i.classId}/addStudent` },
  { route: '/teach/class/$id/addContent', as: 'teacherWang', path: (i) => `/teach/class/${i.classId}/addContent` },
  { route: '/teach/class/$id/gradebook', as: 'teacherWang', path: (i) => `/teach/class/${i.classId}/gradebook` },
  { route: '/teach/class/$id/schedule', as: 'teacherWang', path: (i) => `/teach/class/${i.classId}/schedule` },
  {
    route: '/teach/class/$id/homework/$hwId/analysis',
    as: 'teacherWang',
    path: (i) => `/teach/class/${i.classId}/homework/${i.homeworkId}/analysis`,
  },
  { route: '/teach/lesson/$id', as: 'teacherWang', path: (i) => `/teach/lesson/${i.lessonId}` },
  { route: '/teach/hwlist', as: 'teacherWang', path: () => '/teach/hwlist' },
  { route: '/teach/hw/$id/edit', as: 'teacherWang', path: (i) => `/teach/hw/${i.homeworkId}/edit` },
  { route: '/teach/questionlist', as: 'teacherWang', path: () => '/teach/questionlist' },
  { route: '/teach/question/$id/edit', as: 'teacherWang', path: (i) => `/teach/question/${i.questionId}/edit` },
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
  { route: '/admin/userlist', as: 'admin', path: () => '/admin/userlist', open: headerMenus },
  { route: '/admin/user/$id/edit', as: 'admin', path: (i) => `/admin/user/${i.userId}/edit` },
  { route: '/admin/auditClass', as: 'admin', path: () => '/admin/auditClass' },
  { route: '/admin/library', as: 'admin', path: () => '/admin/library' },
  { route: '/admin/libraryQuestion', as: 'admin', path: () => '/admin/libraryQuestion' },
  { route: '/admin/emailList', as: 'admin', path: () => '/admin/emailList' },
  { route: '/admin/sendEmail', as: 'admin', path: () => '/admin/sendEmail' },
  { route: '/admin/productlist', as: 'admin', path: () => '/admin/productlist' },
  { route: '/admin/product/$id/edit', as: 'admin', path: (i) => `/admin/product/${i.productId}/edit` },
  { route: '/admin/finance', as: 'admin', path: () => '/admin/finance' },
  { route: '/admin/holidays', as: 'admin', path: () => '/admin/holidays' },
];

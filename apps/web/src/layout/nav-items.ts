import type { en } from '../i18n/en';
import type { UserInfo } from '../session/storage';

export interface NavItem {
  label: keyof typeof en.nav;
  href: string;
}

export const courseItems: NavItem[] = [
  { label: 'physicsCourses', href: '/#Physics' },
  { label: 'mathCourses', href: '/#Math' },
];

export const adminItems: NavItem[] = [
  { label: 'users', href: '/admin/userlist' },
  { label: 'auditClass', href: '/admin/auditClass' },
  { label: 'library', href: '/admin/library' },
  { label: 'libraryQuestions', href: '/admin/libraryQuestion' },
  { label: 'email', href: '/admin/emailList' },
  { label: 'products', href: '/admin/productlist' },
  { label: 'holidays', href: '/admin/holidays' },
  { label: 'finance', href: '/admin/finance' },
  { label: 'gradeScale', href: '/admin/grade-scale' },
];

export const teacherItems: NavItem[] = [
  { label: 'myClasses', href: '/teach/classlist' },
  { label: 'myHomeworks', href: '/teach/hwlist' },
  { label: 'myQuestions', href: '/teach/questionlist' },
  { label: 'myLibrary', href: '/teacher/library' },
];

/** The user menu's entries: Profile and the Timetable (every role's), then what the user's role opens. */
export function userItems(user: UserInfo): NavItem[] {
  const items: NavItem[] = [
    { label: 'profile', href: '/profile' },
    { label: 'timetable', href: '/timetable' },
  ];
  if (user.role === 'Student') {
    items.push({ label: 'myClasses', href: '/myclasses' });
    items.push({ label: 'myExercises', href: '/student/exerciseList' });
    if (user.sRegister) items.push({ label: 'resources', href: '/student/resources' });
  }
  if (user.role === 'Parent') items.push({ label: 'myChildren', href: '/parent/studentlist' });
  // Teachers see no payments (the server refuses them) unless they are admins, who see all.
  if (user.role !== 'Teacher' || user.isAdmin) items.push({ label: 'payments', href: '/payments' });
  return items;
}

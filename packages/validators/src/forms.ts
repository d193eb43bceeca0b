import type { MessageKey } from './messages';
import { isEmail, splitDependents } from './text';

/** The sign-up form as typed, before any parsing. Checks run in the spec's order; the first failure wins. */
export interface FamilyForm {
  code: string;
  parentExists: boolean;
  parent: { name: string; email: string; password: string; confirmPassword: string; phone: string };
  student: {
    name: string;
    email: string;
    password: string;
    confirmPassword: string;
    school: string;
    gradeInSchoolYear: string | number | null;
  };
}

export function checkFamilyForm(f: FamilyForm): MessageKey | null {
  if (!String(f.code).trim()) return 'codeRequired';
  if (!f.parent.name.trim()) return 'parentNameRequired';
  // A parent found by Validate is used as stored (fields locked), so only a new parent must give a phone.
  if (!f.parentExists && !f.parent.phone.trim()) return 'phoneRequired';
  if (!f.parentExists) {
    if (!f.parent.password) return 'parentPasswordRequired';
    if (f.parent.password !== f.parent.confirmPassword) return 'parentPasswordsDoNotMatch';
  }
  if (!f.student.name.trim()) return 'studentNameRequired';
  if (!f.student.email.trim()) return 'studentEmailRequired';
  if (!isEmail(f.student.email.trim())) return 'invalidEmail';
  if (f.student.email.trim().toLowerCase() === f.parent.email.trim().toLowerCase()) return 'parentStudentEmailSame';
  if (!f.student.school.trim()) return 'schoolRequired';
  if (f.student.gradeInSchoolYear === null || f.student.gradeInSchoolYear === '') return 'gradeRequired';
  if (!f.student.password) return 'studentPasswordRequired';
  if (f.student.password !== f.student.confirmPassword) return 'studentPasswordsDoNotMatch';
  return null;
}

export interface ProfileForm {
  role: string;
  password: string;
  confirmPassword: string;
  currentPassword: string;
  dependent: string;
  phone: string;
  school: string;
  gradeInSchoolYear: string | number | null;
  code: string;
}

export function checkProfileForm(f: ProfileForm): MessageKey | null {
  if (f.password !== f.confirmPassword) return 'passwordsDoNotMatch';
  if (f.role === 'Parent') {
    if (splitDependents(f.dependent).some((e) => !isEmail(e))) return 'dependentEmailFormat';
    if (!f.phone.trim()) return 'phoneRequired';
  }
  if (f.role === 'Student') {
    if (!f.school.trim()) return 'schoolRequired';
    if (f.gradeInSchoolYear === null || f.gradeInSchoolYear === '') return 'gradeRequired';
  }
  if (f.password && !f.currentPassword) return 'currentPasswordRequired';
  if (!String(f.code).trim()) return 'codeRequired';
  return null;
}

export function checkResetForm(f: { email: string; code: string; password: string; confirmPassword: string }) {
  if (!f.email.trim()) return 'pleaseEnterEmail' as const;
  if (!String(f.code).trim()) return 'pleaseEnterCode' as const;
  if (f.password !== f.confirmPassword) return 'passwordsDoNotMatch' as const;
  return null;
}

export function checkCreateUserForm(f: { email: string; password: string; confirmPassword: string }) {
  if (!f.email.trim()) return 'emailRequired' as const;
  if (!isEmail(f.email.trim())) return 'emailInvalid' as const;
  if (f.password !== f.confirmPassword) return 'passwordsDoNotMatch' as const;
  return null;
}

export function checkEditUserForm(f: { role: string; dependent: string; password: string; confirmPassword: string }) {
  if (f.role === 'Parent' && splitDependents(f.dependent).some((e) => !isEmail(e)))
    return 'dependentEmailFormat' as const;
  if (f.password !== f.confirmPassword) return 'passwordsDoNotMatch' as const;
  return null;
}

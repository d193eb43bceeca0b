import { describe, expect, it } from 'vitest';
import {
  createUserForm,
  editUserForm,
  familyForm,
  firstFormProblem,
  formProblems,
  profileForm,
  resetPasswordForm,
} from '../src/forms';
import { currentGrade, schoolYearOf } from '../src/grade';
import { formatPhone, splitDependents } from '../src/text';

interface FamilyForm {
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

const checkFamilyForm = ({ parentExists, ...f }: FamilyForm) => firstFormProblem(familyForm({ parentExists }), f);

const family = (): FamilyForm => ({
  code: '123456',
  parentExists: false,
  parent: {
    name: 'Pat',
    email: 'pat@example.com',
    password: 'secret-123',
    confirmPassword: 'secret-123',
    phone: '415-555-0101',
  },
  student: {
    name: 'Sam',
    email: 'sam@example.com',
    password: 'secret-456',
    confirmPassword: 'secret-456',
    school: 'Lincoln',
    gradeInSchoolYear: 9,
  },
});

describe('sign-up checks run in the spec order', () => {
  const cases: [string, (f: FamilyForm) => void, string][] = [
    ['code', (f) => (f.code = ''), 'codeRequired'],
    ['parent name', (f) => (f.parent.name = ' '), 'parentNameRequired'],
    ['phone', (f) => (f.parent.phone = ''), 'phoneRequired'],
    ['parent password', (f) => (f.parent.password = ''), 'parentPasswordRequired'],
    ['parent confirm', (f) => (f.parent.confirmPassword = 'x'), 'parentPasswordsDoNotMatch'],
    ['student name', (f) => (f.student.name = ''), 'studentNameRequired'],
    ['student e-mail', (f) => (f.student.email = ''), 'studentEmailRequired'],
    ['student e-mail format', (f) => (f.student.email = 'nope'), 'invalidEmail'],
    ['same e-mails', (f) => (f.student.email = 'PAT@example.com'), 'parentStudentEmailSame'],
    ['school', (f) => (f.student.school = ''), 'schoolRequired'],
    ['grade', (f) => (f.student.gradeInSchoolYear = ''), 'gradeRequired'],
    ['student password', (f) => (f.student.password = ''), 'studentPasswordRequired'],
    ['student confirm', (f) => (f.student.confirmPassword = 'x'), 'studentPasswordsDoNotMatch'],
  ];
  it.each(cases)('%s', (_name, breakIt, expected) => {
    const f = family();
    breakIt(f);
    expect(checkFamilyForm(f)).toBe(expected);
  });
  it('reports the first failure only', () => {
    const f = family();
    f.code = '';
    f.parent.name = '';
    expect(checkFamilyForm(f)).toBe('codeRequired');
  });
  it('skips the parent password when the parent exists', () => {
    const f = family();
    f.parentExists = true;
    f.parent.password = '';
    f.parent.confirmPassword = '';
    expect(checkFamilyForm(f)).toBeNull();
  });
  it('uses an existing parent as stored: no phone needed, every other rule still in order', () => {
    const f = family();
    f.parentExists = true;
    f.parent.phone = '';
    f.parent.password = '';
    f.parent.confirmPassword = '';
    expect(checkFamilyForm(f)).toBeNull();
    f.parent.name = '';
    expect(checkFamilyForm(f)).toBe('parentNameRequired');
    f.parent.name = 'Pat';
    f.student.name = '';
    expect(checkFamilyForm(f)).toBe('studentNameRequired');
    f.code = '';
    expect(checkFamilyForm(f)).toBe('codeRequired');
  });
  it('still asks a new parent for a phone before the password', () => {
    const f = family();
    f.parent.phone = ' ';
    f.parent.password = '';
    expect(checkFamilyForm(f)).toBe('phoneRequired');
  });
});

const checkProfileForm = ({ role, ...f }: { role: string } & Record<string, unknown>) =>
  firstFormProblem(profileForm(role), f);
const checkResetForm = (f: Record<string, string>) => firstFormProblem(resetPasswordForm, f);

describe('profile and reset checks', () => {
  const base = {
    role: 'Parent',
    password: '',
    confirmPassword: '',
    currentPassword: '',
    dependent: '',
    phone: '415',
    school: '',
    gradeInSchoolYear: null,
    code: '1',
  };
  it('checks in order', () => {
    expect(checkProfileForm({ ...base, password: 'a', confirmPassword: 'b' })).toBe('passwordsDoNotMatch');
    expect(checkProfileForm({ ...base, dependent: 'a@b.co;bad' })).toBe('dependentEmailFormat');
    expect(checkProfileForm({ ...base, phone: '' })).toBe('phoneRequired');
    expect(checkProfileForm({ ...base, role: 'Student' })).toBe('schoolRequired');
    expect(checkProfileForm({ ...base, role: 'Student', school: 'X' })).toBe('gradeRequired');
    expect(checkProfileForm({ ...base, password: 'a', confirmPassword: 'a' })).toBe('currentPasswordRequired');
    expect(checkProfileForm({ ...base, code: '', password: 'a', confirmPassword: 'a', currentPassword: 'c' })).toBe(
      'codeRequired',
    );
    expect(checkProfileForm(base)).toBeNull();
  });
  it('asks for the code only when the e-mail or the password changes', () => {
    const f = { ...base, role: 'Teacher', email: 'me@example.com', code: '' };
    const check = (v: typeof f) => firstFormProblem(profileForm('Teacher', 'me@example.com'), v);
    expect(check(f)).toBeNull();
    expect(check({ ...f, email: 'new@example.com' })).toBe('codeRequired');
    expect(check({ ...f, password: 'a', confirmPassword: 'a', currentPassword: 'c' })).toBe('codeRequired');
    expect(check({ ...f, email: 'new@example.com', code: '123456' })).toBeNull();
  });
  it('checks reset in order', () => {
    expect(checkResetForm({ email: '', code: '', password: 'a', confirmPassword: 'b' })).toBe('pleaseEnterEmail');
    expect(checkResetForm({ email: 'a@b.co', code: '', password: 'a', confirmPassword: 'b' })).toBe('pleaseEnterCode');
    expect(checkResetForm({ email: 'a@b.co', code: '1', password: 'a', confirmPassword: 'b' })).toBe(
      'passwordsDoNotMatch',
    );
  });
});

describe('user forms', () => {
  it('checks create in order', () => {
    const f = { name: '', email: '', password: 'a', confirmPassword: 'b', role: 'Student' };
    expect(firstFormProblem(createUserForm, f)).toBe('emailRequired');
    expect(firstFormProblem(createUserForm, { ...f, email: 'nope' })).toBe('emailInvalid');
    expect(firstFormProblem(createUserForm, { ...f, email: 'a@b.co' })).toBe('passwordsDoNotMatch');
    expect(firstFormProblem(createUserForm, { ...f, email: 'a@b.co', confirmPassword: 'a' })).toBeNull();
  });
  it("checks a parent's dependents before the passwords", () => {
    const f = { role: 'Parent', dependent: 'a@b.co;bad', password: 'a', confirmPassword: 'b' };
    expect(firstFormProblem(editUserForm, f)).toBe('dependentEmailFormat');
    expect(firstFormProblem(editUserForm, { ...f, role: 'Student' })).toBe('passwordsDoNotMatch');
    expect(firstFormProblem(editUserForm, { ...f, dependent: 'a@b.co', confirmPassword: 'a' })).toBeNull();
  });
  it('lists every problem, one a field, in the form order', () => {
    const f = family();
    f.student.confirmPassword = 'x';
    f.parent.name = '';
    f.code = '';
    expect(formProblems(familyForm({ parentExists: false }), f)).toEqual({
      code: 'codeRequired',
      'parent.name': 'parentNameRequired',
      'student.confirmPassword': 'studentPasswordsDoNotMatch',
    });
    expect(
      Object.keys(formProblems(familyForm({ parentExists: false }), { ...f, student: { ...f.student, email: '' } })),
    ).toEqual(['code', 'parent.name', 'student.email', 'student.confirmPassword']);
  });
});

describe('text helpers', () => {
  it('formats phones 3-3-4 and caps at 12 characters', () => {
    expect(formatPhone('4155550123')).toBe('415-555-0123');
    expect(formatPhone('415')).toBe('415');
    expect(formatPhone('4155')).toBe('415-5');
    expect(formatPhone('(415) 555-0123 ext 9')).toBe('415-555-0123');
  });
  it('splits dependents', () => {
    expect(splitDependents(' A@x.com; b@y.com,a@x.com ')).toEqual(['a@x.com', 'b@y.com']);
    expect(splitDependents('')).toEqual([]);
  });
});

describe('grades roll on 1 September', () => {
  it('finds the school year', () => {
    expect(schoolYearOf(new Date('2026-08-31T23:00:00Z'))).toBe(2025);
    expect(schoolYearOf(new Date('2026-09-01T00:00:00Z'))).toBe(2026);
  });
  it('advances and caps', () => {
    expect(currentGrade(9, '2026-09-10', new Date('2027-08-31T00:00:00Z'))).toBe(9);
    expect(currentGrade(9, '2026-09-10', new Date('2027-09-01T00:00:00Z'))).toBe(10);
    expect(currentGrade(11, '2020-01-01', new Date('2027-09-01T00:00:00Z'))).toBe(12);
    expect(currentGrade(null, null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { checkFamilyForm, checkProfileForm, checkResetForm, type FamilyForm } from '../src/forms';
import { currentGrade, schoolYearOf } from '../src/grade';
import { formatPhone, splitDependents } from '../src/text';

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
    expect(checkProfileForm({ ...base, code: '' })).toBe('codeRequired');
    expect(checkProfileForm(base)).toBeNull();
  });
  it('checks reset in order', () => {
    expect(checkResetForm({ email: '', code: '', password: 'a', confirmPassword: 'b' })).toBe('pleaseEnterEmail');
    expect(checkResetForm({ email: 'a@b.co', code: '', password: 'a', confirmPassword: 'b' })).toBe('pleaseEnterCode');
    expect(checkResetForm({ email: 'a@b.co', code: '1', password: 'a', confirmPassword: 'b' })).toBe(
      'passwordsDoNotMatch',
    );
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

import type { UseFormReturnType } from '@mantine/form';

export type ParentFields = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zip: string;
};

export type StudentFields = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  school: string;
  /** The grade as the select holds it: '1'…'12', or '' when none is chosen. */
  gradeInSchoolYear: string;
};

/** The sign-up form's values: the e-mail code, the parent and the student. */
export type FamilyValues = {
  code: string;
  parent: ParentFields;
  student: StudentFields;
};

export type FamilyFormState = UseFormReturnType<FamilyValues>;

export const emptyParent: ParentFields = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  country: '',
  zip: '',
};

export const emptyFamily: FamilyValues = {
  code: '',
  parent: emptyParent,
  student: { name: '', email: '', password: '', confirmPassword: '', school: '', gradeInSchoolYear: '' },
};

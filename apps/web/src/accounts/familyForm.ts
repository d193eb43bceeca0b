export interface ParentFields {
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
}

export interface StudentFields {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  school: string;
  /** The grade as the select holds it: '1'…'12', or '' when none is chosen. */
  gradeInSchoolYear: string;
}

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

export const emptyStudent: StudentFields = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  school: '',
  gradeInSchoolYear: '',
};

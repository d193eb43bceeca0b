import { messages } from '@quanta/validators';
import { accessibilityEn } from '../accessibility/i18n';
import { accountsEn } from '../accounts/i18n';
import { analysisEn } from '../analysis/i18n';
import { classHomeworkEn } from '../class-homework/i18n';
import { classStreamEn } from '../class-stream/i18n';
import { classesEn } from '../classes/i18n';
import { emailEn } from '../email/i18n';
import { enrolmentEn } from '../enrolment/i18n';
import { exercisesEn } from '../exercises/i18n';
import { gradesEn } from '../grades/i18n';
import { gradingEn } from '../grading/i18n';
import { homeEn } from '../home/i18n';
import { homeworkEn } from '../homework/i18n';
import { lessonsEn } from '../lessons/i18n';
import { librariesEn } from '../libraries/i18n';
import { paymentsEn } from '../payments/i18n';
import { questionsEn } from '../questions/i18n';
import { resourcesEn } from '../resources/i18n';
import { richtextEn } from '../richtext/i18n';
import { scheduleEn } from '../schedule/i18n';
import { storeEn } from '../store/i18n';
import { workPhotosEn } from '../work-photos/i18n';

/** The English interface text; `{name}` marks a value filled in at run time. */
export const en = {
  app: {
    name: 'Quanta',
    copyright: '© 2026 Quanta',
    /** Between a label and its value: `Correct answer: A`, `正确答案：A`. */
    colon: ': ',
    /** The first link of every page, for keyboards and screen readers: past the header to the screen. */
    skipToMain: 'Skip to main content',
  },
  nav: {
    home: 'Home',
    courses: 'Courses',
    physicsCourses: 'Physics Courses',
    mathCourses: 'Math Courses',
    signIn: 'Sign In',
    register: 'Register',
    profile: 'Profile',
    logout: 'Logout',
    admin: 'Admin',
    teacher: 'Teacher',
    users: 'Users',
    auditClass: 'Audit Class',
    library: 'Library',
    myLibrary: 'My Library',
    libraryQuestions: 'Library Questions',
    email: 'Email',
    products: 'Products',
    holidays: 'Holidays',
    myClasses: 'My Classes',
    myHomeworks: 'My Homeworks',
    myQuestions: 'My Questions',
    resources: 'Resources',
    myChildren: 'My Children',
    myExercises: 'My Exercises',
    timetable: 'Timetable',
    payments: 'Payments',
    finance: 'Finance',
    gradeScale: 'Grade scale',
    language: 'Language',
    openMenu: 'Open menu',
  },
  common: {
    name: 'Name',
    email: 'Email Address',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    role: 'Role',
    dependent: 'Dependent',
    phone: 'Phone',
    address: 'Address',
    city: 'City',
    state: 'State',
    country: 'Country',
    zip: 'Zip',
    school: 'School',
    grade: 'Grade',
    gradePlaceholder: 'Select a grade',
    code: 'Verification Code',
    codePlaceholder: '6-digit code',
    sendCode: 'Send code',
    countdown: '({seconds}s)',
    submit: 'Submit',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    loading: 'Loading…',
    clear: 'Clear',
    clearField: 'Clear {field}',
    close: 'Close',
    closeDialog: 'Close dialog',
  },
  /** Screen names for the document's title where the screen shows a record's name as its heading. */
  screens: {
    classPage: 'Class',
    exercise: 'Exercise',
    product: 'Product',
  },
  roles: {
    Student: 'Student',
    Parent: 'Parent',
    Teacher: 'Teacher',
    Admin: 'Admin',
  },
  accessibility: accessibilityEn,
  home: homeEn,
  classes: classesEn,
  richtext: richtextEn,
  accounts: accountsEn,
  enrolment: enrolmentEn,
  classHomework: classHomeworkEn,
  exercises: exercisesEn,
  grading: gradingEn,
  homework: homeworkEn,
  resources: resourcesEn,
  libraries: librariesEn,
  email: emailEn,
  questions: questionsEn,
  ...analysisEn,
  store: storeEn,
  lessons: lessonsEn,
  schedule: scheduleEn,
  payments: paymentsEn,
  workPhotos: workPhotosEn,
  grades: gradesEn,
  classStream: classStreamEn,
  login: {
    title: 'Sign In',
    submit: 'Sign In',
    newHere: 'New to Quanta?',
    register: 'Register',
    forgot: 'Forget Password',
  },
  register: {
    title: 'Sign Up',
    parentSection: 'Parent',
    studentSection: 'Student',
    parentName: 'Parent Name',
    parentEmail: 'Parent Email',
    parentPassword: 'Parent Password',
    parentConfirm: 'Confirm Parent Password',
    parentLocked: 'This parent is already registered; the new student will be linked to this account.',
    studentName: 'Student Name',
    studentEmail: 'Student Email',
    studentPassword: 'Student Password',
    studentConfirm: 'Confirm Student Password',
    codeHint: 'The code is sent to the parent email.',
    validate: 'Validate',
    submit: 'Register',
    haveAccount: 'Already have an account?',
    login: 'Login',
  },
  verify: {
    title: 'Sign In',
    intro: 'Please verify your email address. We will send a 6-digit code to it.',
    send: 'Send',
    submit: 'Verify',
  },
  reset: {
    title: 'Reset Password',
    newPassword: 'New Password',
    submit: 'Reset Password',
    backToLogin: 'Back to Sign In',
  },
  profile: {
    title: 'User Profile',
    roleNote: 'contact admin',
    emailNote: 'contact admin',
    dependentNote: 'Separate several emails with ;',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    codeHint: 'A code sent to your email is needed to save changes.',
    codeOptional: 'A code sent to your email is needed only to change your email or password.',
    send: 'Send',
  },
  users: {
    title: 'Users',
    search: 'Search by name or email',
    create: 'Create User',
    createTitle: 'Create User',
    isAdmin: 'Is Admin',
    adminBadge: 'Admin',
    actions: 'Actions',
    empty: 'No user found, search again',
    deleteText: 'The user {name} ({email}) will be deleted.',
    editTitle: 'Edit User',
    passwordKeep: 'Leave blank to keep the current password.',
    backToList: 'Back to Users',
    total: '{count} users',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or is not available yet.',
    home: 'Go to the home page',
  },
  wrongRole: {
    teachers: 'This page is for teachers',
    admins: 'This page is for administrators',
    text: 'You are signed in with an account that cannot open it.',
  },
  messages,
};

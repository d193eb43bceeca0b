/** Enrolment: class registration and payment, class rosters, My Classes, and the access they give. */
export { hasLibraryAccess, hasValidAccess } from './access';
export { setAccommodation } from './accommodations';
export { getChildrenClasses, getMyClasses } from './my-classes';
export { isPlaceValidAt, placeValidSql } from './place-validity';
export { getClassRegister, payForClass, registerInterest } from './register';
export {
  addStudent,
  confirmInterest,
  deleteInterest,
  findStudentByEmail,
  listInterests,
  listRoster,
  removeStudent,
} from './roster';
export { shownExpiry } from './rules';
export { resendChildVerification, waitingChildrenOf } from './waiting-children';

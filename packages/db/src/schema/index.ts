export * from './classes';
export * from './enrolment';
export * from './exercises';
export * from './homework';
export * from './libraries';
export * from './questions';
export * from './settings';
export * from './users';

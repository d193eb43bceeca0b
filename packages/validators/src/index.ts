import './zod-errors';

export * from './account';
export * from './classes';
export * from './common';
export * from './email';
export * from './enrolment';
export * from './exercises';
export * from './forms';
export * from './grade';
export * from './homework';
export * from './libraries';
export * from './limits';
export * from './messages';
export * from './questions';
export * from './sources';
export * from './text';
export * from './uploads';

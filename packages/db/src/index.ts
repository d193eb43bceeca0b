export * from './client';
export { DataFolderLockedError } from './lock';
export * as schema from './schema';
export * from './schema';

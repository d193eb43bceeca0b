export * from './client';
export { DataFolderLockedError } from './lock';
export { migrationLockKey, withMigrationLock } from './migrate-lock';
export * as schema from './schema';
export * from './schema';
export { prepareSql, sessionOf } from './statements';

import type { DbOrTx, SourceRow, UserRow } from '@quanta/db';
import { ownedRow, Permission } from '../access/access';

/** The source a teacher changes (`source.own`: 404 'sourceNotFound' unknown, 403 'sourceNotYours' another's). */
export const sourceForOwner = (db: DbOrTx, user: UserRow, id: string, lock = false) =>
  ownedRow<SourceRow>(db, user, Permission.SourceOwn, id, lock);

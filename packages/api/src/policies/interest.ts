import type { ClassInterestRow, DbOrTx, UserRow } from '@quanta/db';
import { ownedRow, Permission } from '../access/access';

/**
 * An interest/registration request as the teacher of its class handles it (`interest.own`): 404 for an
 * unknown id, 403 when the class is another teacher's. Pass a transaction and `lock` to hold the row.
 */
export const interestForTeacher = (db: DbOrTx, caller: UserRow, interestId: string, lock = false) =>
  ownedRow<ClassInterestRow>(db, caller, Permission.InterestOwn, interestId, lock);

import type { DbOrTx, QuestionRow, UserRow } from '@quanta/db';
import { ownedRow, Permission } from '../access/access';

/**
 * The question a teacher reads or changes (`question.own`): 404 for an unknown id, 403 when another
 * teacher wrote it (admins included: a question belongs to its author).
 */
export const questionForOwner = (db: DbOrTx, user: UserRow, id: string, lock = false) =>
  ownedRow<QuestionRow>(db, user, Permission.QuestionOwn, id, lock);

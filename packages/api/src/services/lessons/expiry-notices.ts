import { classes, classInterests, classStudents, type DbOrTx } from '@quanta/db';
import { limits } from '@quanta/validators';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { expiryNoticeQueueName } from '../email/outbox';
import { queuePlaceNotices } from './place-notices';

const day = 24 * 3600 * 1000;

/**
 * When a place bought by months or years ends, as the family is shown it (`shownExpiry`): its own
 * expiry in a class with the library, else the later of that and the class's last day.
 */
const endsAtSql =
  () => sql`case when ${classes.includeLibrary} or ${classes.endDate} is null then ${classStudents.expiresAt}
  else greatest(${classStudents.expiresAt}, (${classes.endDate} + 1)::timestamp at time zone 'UTC' - interval '1 millisecond') end`;

/**
 * Tells each family whose place bought by months or years (not a lesson package) ends within
 * `limits.expiryNoticeDays`, once per expiry: found, claimed and queued in one transaction, then the
 * outbox is woken. Answers how many mails it queued.
 */
export async function queueExpiryNotices(deps: Deps): Promise<number> {
  const now = deps.now();
  const until = new Date(now.getTime() + limits.expiryNoticeDays * day);
  const queued = await deps.db.transaction(async (tx) => {
    const rows = await placesEnding(tx, now, until);
    return queuePlaceNotices(
      deps,
      tx,
      rows.map((r) => ({ ...r, kind: 'expiry' as const, marker: r.endsAt.toISOString() })),
    );
  });
  if (queued > 0) deps.outbox.wake();
  return queued;
}

/**
 * The places bought by months or years (not a lesson package) that end after `now` and by `until`, of
 * the given students or of everyone.
 */
export async function placesEnding(db: DbOrTx, now: Date, until: Date, studentIds?: string[]) {
  if (studentIds && studentIds.length === 0) return [];
  const rows = await db
    .select({
      classId: classStudents.classId,
      studentId: classStudents.studentId,
      className: classes.name,
      classLanguage: classes.language,
      endsAt: endsAtSql().mapWith(classStudents.expiresAt),
    })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .innerJoin(
      classInterests,
      and(eq(classInterests.classId, classStudents.classId), eq(classInterests.studentId, classStudents.studentId)),
    )
    .where(
      and(
        studentIds ? inArray(classStudents.studentId, studentIds) : undefined,
        isNotNull(classStudents.expiresAt),
        inArray(classInterests.durationType, [1, 2]),
        sql`${endsAtSql()} > ${now.toISOString()}::timestamptz`,
        sql`${endsAtSql()} <= ${until.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(classes.name);
  return rows.map((r) => ({ ...r, endsAt: r.endsAt as Date }));
}

/** Works the expiry notices' job and schedules it every hour, on the hour. */
export async function startExpiryNoticeSchedule(deps: Deps) {
  await deps.outbox.ensureQueue(expiryNoticeQueueName, { retryLimit: 3, retryDelay: 60, expireInSeconds: 900 });
  await deps.outbox.boss.work(expiryNoticeQueueName, { pollingIntervalSeconds: 30 }, async () => {
    await queueExpiryNotices(deps);
  });
  await deps.outbox.boss.schedule(expiryNoticeQueueName, '0 * * * *', null, { tz: 'UTC' });
}

import { type DbOrTx, familyLinks, placeNotices, users } from '@quanta/db';
import type { Language } from '@quanta/validators';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../deps';
import type { NewDelivery } from '../email/outbox';
import { type PlaceNotice, placeNoticeMail } from '../email/place-notice-mail';
import { languagesByEmail } from '../email/preferences';

/** One notice due about a student's place in a class; `marker` makes it once (see `placeNotices`). */
export interface DueNotice {
  classId: string;
  className: string;
  /** The class's language: the mail's, for a recipient who never chose one. */
  classLanguage: string;
  studentId: string;
  kind: 'balance2' | 'balance0' | 'expiry';
  marker: string;
  lessonsLeft?: number;
  endsAt?: Date;
}

/** The Class Register page of a class, where a family renews. */
export const renewUrl = (deps: Pick<Deps, 'publicUrl'>, classId: string) =>
  `${deps.publicUrl}/classRegister/${classId}`;

const student = alias(users, 'student');
const parent = alias(users, 'parent');

/** Who hears about each student's place: their parents, or the student when no parent is linked. */
async function recipientsOf(tx: DbOrTx, studentIds: string[]) {
  const rows = await tx
    .select({
      studentId: student.id,
      studentName: student.name,
      studentEmail: student.email,
      parentName: parent.name,
      parentEmail: parent.email,
    })
    .from(student)
    .leftJoin(familyLinks, eq(familyLinks.studentId, student.id))
    .leftJoin(parent, eq(parent.id, familyLinks.parentId))
    .where(inArray(student.id, studentIds));
  const found = new Map<string, { studentName: string; to: { name: string; email: string }[] }>();
  for (const r of rows) {
    const entry = found.get(r.studentId) ?? { studentName: r.studentName, to: [] };
    if (r.parentEmail !== null) entry.to.push({ name: r.parentName ?? '', email: r.parentEmail });
    found.set(r.studentId, entry);
  }
  for (const r of rows) {
    const entry = found.get(r.studentId)!;
    if (entry.to.length === 0) entry.to.push({ name: r.studentName, email: r.studentEmail });
  }
  return found;
}

/** A day as the family reads it: the school's calendar day, in their language. */
const dayOf = (d: Date, lang: Language, timeZone: string) =>
  d.toLocaleDateString(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  });

/**
 * Claims each due notice (a `place_notices` row; one already there means it was sent) and queues the
 * mail of those claimed, inside `tx`. Answers how many mails it queued; the caller wakes the outbox
 * once `tx` has committed.
 */
export async function queuePlaceNotices(deps: Deps, tx: DbOrTx, due: DueNotice[]): Promise<number> {
  if (due.length === 0) return 0;
  const claimed = await tx
    .insert(placeNotices)
    .values(due.map((d) => ({ classId: d.classId, studentId: d.studentId, kind: d.kind, marker: d.marker })))
    .onConflictDoNothing()
    .returning({ classId: placeNotices.classId, studentId: placeNotices.studentId, kind: placeNotices.kind });
  const mine = due.filter((d) =>
    claimed.some((c) => c.classId === d.classId && c.studentId === d.studentId && c.kind === d.kind),
  );
  if (mine.length === 0) return 0;
  const recipients = await recipientsOf(tx, [...new Set(mine.map((d) => d.studentId))]);
  const emails = [...new Set([...recipients.values()].flatMap((r) => r.to.map((t) => t.email)))];
  const languages = await languagesByEmail({ db: tx }, emails);
  const deliveries: NewDelivery[] = [];
  for (const d of mine) {
    const r = recipients.get(d.studentId);
    if (!r) continue;
    for (const to of r.to) {
      const lang: Language = languages.get(to.email) ?? (d.classLanguage === 'zh' ? 'zh' : 'en');
      const common = {
        recipientName: to.name,
        className: d.className,
        studentName: r.studentName,
        renewUrl: renewUrl(deps, d.classId),
      };
      const notice: PlaceNotice =
        d.kind === 'expiry'
          ? { ...common, kind: 'expiry', endsOn: dayOf(d.endsAt ?? new Date(d.marker), lang, deps.school.timeZone) }
          : { ...common, kind: d.kind, lessonsLeft: Math.max(0, d.lessonsLeft ?? 0) };
      const mail = placeNoticeMail(to.email, notice, lang);
      deliveries.push({ kind: 'notice', to: to.email, subject: mail.subject, text: mail.text, html: mail.html ?? '' });
    }
  }
  await deps.outbox.enqueue(tx, deliveries);
  return deliveries.length;
}

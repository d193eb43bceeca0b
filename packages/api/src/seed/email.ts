import { randomBytes } from 'node:crypto';
import { type DbOrTx, emailGroupMembers, emailGroups, emailRecords, mailDeliveries, mailPreferences } from '@quanta/db';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Two recipient groups (the parents, in English; all students, in Chinese), the parents' mail languages,
 * and one bulk e-mail already sent to the parents so the E-mail list is not empty.
 */
export async function seedEmail(db: DbOrTx, ids: Map<string, string>, emails: Map<string, string>, now: Date) {
  const id = (key: string) => ids.get(key) as string;
  await db.insert(mailPreferences).values([
    { userId: id('parentChen'), language: 'zh', unsubscribeToken: randomBytes(24).toString('base64url') },
    { userId: id('parentJones'), language: 'en', unsubscribeToken: randomBytes(24).toString('base64url') },
  ]);
  const [parents, students] = await db
    .insert(emailGroups)
    .values([
      { name: 'Parents', createdAt: now, updatedAt: now },
      { name: '全体学生', createdAt: now, updatedAt: now },
    ])
    .returning();
  await db
    .insert(emailGroupMembers)
    .values([
      { groupId: parents!.id, userId: id('parentChen') },
      { groupId: parents!.id, userId: id('parentJones') },
      ...['studentAmy', 'studentBen', 'studentCara'].map((k) => ({ groupId: students!.id, userId: id(k) })),
    ]);
  const sentAt = new Date(now.getTime() - 3 * DAY_MS);
  const content =
    '<p>Dear parents,</p><p>The new term starts next Monday. Homework for every class is on the students’ <b>My homework</b> page.</p>';
  const [record] = await db
    .insert(emailRecords)
    .values({
      title: 'Welcome to the new term',
      content,
      recipients: [],
      groups: [{ _id: parents!.id, name: parents!.name }],
      senderId: id('admin'),
      status: 1,
      createdAt: sentAt,
      finishedAt: sentAt,
    })
    .returning();
  await db.insert(mailDeliveries).values(
    ['parentChen', 'parentJones'].map((k) => ({
      recordId: record!.id,
      kind: 'bulk',
      toAddress: emails.get(k) as string,
      subject: 'Welcome to the new term',
      textBody: 'Dear parents, the new term starts next Monday.',
      htmlBody: content,
      status: 'sent',
      attempts: 1,
      createdAt: sentAt,
      sentAt,
    })),
  );
}

import { libraries, questions, resourceReports, type UserRow, users } from '@quanta/db';
import { messages, type ReportResourceInput } from '@quanta/validators';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { questionForOwner } from '../../policies/question';
import { findReport, requireResourceStudent } from '../../policies/resources';
import { presentReport } from '../../presenters/resources';

/**
 * 'report bug' (§9 types 1 Incorrect Question, 2 Incorrect Answer, 3 Other): on a question of an open
 * library (404 otherwise); type 3 needs text ('Please input your report content').
 */
export async function reportResourceQuestion(deps: Deps, me: UserRow, input: ReportResourceInput) {
  await requireResourceStudent(deps.db, me, deps.now());
  if (input.errorType === 3 && !input.otherContent) throw fail.badRequest('reportContentRequired');
  const [q] = await deps.db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(libraries, eq(libraries.id, questions.libraryId))
    .where(and(eq(questions.id, input.questionId), eq(libraries.expired, false)))
    .limit(1);
  if (!q) throw fail.notFound('questionNotFound');
  await deps.db.insert(resourceReports).values({
    questionId: q.id,
    studentId: me.id,
    errorType: input.errorType,
    otherContent: input.otherContent,
    createdAt: deps.now(),
  });
  return { message: messages.reportSubmitted };
}

/** The reports on one of the author's questions, open ones first, newest first. */
export async function questionReports(deps: Deps, me: UserRow, questionId: string) {
  await questionForOwner(deps.db, me, questionId);
  const rows = await deps.db
    .select({
      id: resourceReports.id,
      errorType: resourceReports.errorType,
      otherContent: resourceReports.otherContent,
      createdAt: resourceReports.createdAt,
      resolvedAt: resourceReports.resolvedAt,
      studentName: users.name,
    })
    .from(resourceReports)
    .innerJoin(users, eq(users.id, resourceReports.studentId))
    .where(eq(resourceReports.questionId, questionId))
    .orderBy(sql`${resourceReports.resolvedAt} is not null`, desc(resourceReports.createdAt))
    .limit(200);
  return { list: rows.map(presentReport) };
}

/** Marks a report on the author's own question resolved (idempotent). */
export async function resolveQuestionReport(deps: Deps, me: UserRow, id: string) {
  const report = await findReport(deps.db, id);
  await questionForOwner(deps.db, me, report.questionId);
  await deps.db
    .update(resourceReports)
    .set({ resolvedAt: deps.now() })
    .where(and(eq(resourceReports.id, id), isNull(resourceReports.resolvedAt)));
  return { resolved: true };
}

/** My Questions' badge: open reports per question, for the caller's own questions among `questionIds`. */
export async function openReportCounts(deps: Deps, me: UserRow, questionIds: string[]) {
  if (questionIds.length === 0) return { list: [] };
  const rows = await deps.db
    .select({ questionId: resourceReports.questionId, n: count() })
    .from(resourceReports)
    .innerJoin(questions, eq(questions.id, resourceReports.questionId))
    .where(
      and(
        inArray(resourceReports.questionId, questionIds),
        isNull(resourceReports.resolvedAt),
        eq(questions.teacherId, me.id),
      ),
    )
    .groupBy(resourceReports.questionId);
  return { list: rows.map((r) => ({ questionId: r.questionId, open: r.n })) };
}

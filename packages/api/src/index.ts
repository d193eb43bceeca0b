export { accessWhere, checkAccess, Permission, requireAccess } from './access/access';
export { hashPassword, setPasswordHashCost } from './auth/password';
export { createTokenService } from './auth/tokens';
export { callProcedure, type ProcedureCallOptions } from './call-procedure';
export { type Clock, systemClock } from './clock';
export { type Context, type ContextWants, contextWants, createContext, type RequestInfo } from './context';
export { type Deps, defaultSchoolRules, type SchoolRules } from './deps';
export { AppError, fail } from './errors';
export { type FileStore, newUploadPath, type StoredFile, storedTypes, uploadPathPattern } from './files/store';
export { outputChecksOn, setOutputChecks } from './presenters/output-check';
export type { UserInfo } from './presenters/user';
export { currentRequestId, requestScope } from './request-scope';
export { type JsonSchema, type OpenApiDocument, openApiDocument } from './rest/openapi';
export { procedureAt } from './rest/procedures';
export { type ProcedurePath, type RestRoute, restRoutes } from './rest/routes';
export { type AppRouter, appRouter, createCaller } from './root';
export { seedAdmin, seedDemo } from './seed';
export { findSession } from './services/accounts/session-reads';
export { openSession } from './services/accounts/sessions';
export { type PublishedClassPage, publishedClassPages } from './services/classes/published-pages';
export { runFamilyDigest, weekOf } from './services/email/family-digest';
export { type MailFailure, mailCounts } from './services/email/mail-counts';
export { createMailer, type Mailer, type MailMessage } from './services/email/mailer';
export {
  defaultOutboxOptions,
  digestQueueName,
  expiryNoticeQueueName,
  mailDeadQueue,
  mailQueue,
  Outbox,
  type OutboxOptions,
} from './services/email/outbox';
export { startMailWorkers } from './services/email/workers';
export { isPlaceValidAt, type PlaceTerms, placeValidSql } from './services/enrolment/place-validity';
export { answerValidOf, answerValidSql } from './services/exercises/answer-validity';
export { autoCorrectOf, autoCorrectSql } from './services/exercises/auto-correction';
export { canScore, canScoreSql } from './services/exercises/can-score';
export { afterHints, creditOf, creditSql, shownCreditOf, shownCreditSql } from './services/exercises/credit';
export { rowsOf } from './services/exercises/data';
export { type ExamClock, examTakesAnswers, examTakesAnswersSql } from './services/exercises/exam-window';
export { gradedByChecker, gradedByCheckerSql } from './services/exercises/graded-by-checker';
export {
  afterHintsSql,
  hintCountOf,
  hintCountSql,
  hintPenaltySql,
  revealsHint,
  revealsHintSql,
} from './services/exercises/hint-rules';
export { calendarFeed } from './services/lessons/calendar-feed';
export { queueExpiryNotices } from './services/lessons/expiry-notices';
export {
  leaveOpen,
  leaveOpenSql,
  spansOverlap,
  spansOverlapSql,
  usesLesson,
  usesLessonSql,
} from './services/lessons/lesson-rules';
export { manualProvider, type PaymentProvider } from './services/payments/provider';
export { createStripeProvider, type StripeOptions, stripeOptions } from './services/payments/stripe-provider';
export { questionTemplate } from './services/questions/template';
export { checkUploadQuota, defaultUploadQuota, saveWithinQuota } from './services/uploads/quota';
export { stringifyJson } from './speedups/json-text';
export { cacheCounts, cacheNames, setSpeedups } from './speedups/switch';
export { admitCaller, describeZodError, roles } from './trpc';

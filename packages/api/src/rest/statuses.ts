import type { ProcedureAccess } from '../trpc';
import type { ProcedurePath, RestRoute } from './routes';

/** The refusals a route may answer, each with the error envelope (`{code, msg, result: null}`). */
export const statusNames = {
  400: 'BadRequest',
  401: 'NotSignedIn',
  402: 'EmailNotVerified',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'TooLarge',
  414: 'PathTooLong',
  429: 'TooManyRequests',
  500: 'InternalError',
  502: 'BadGateway',
} as const;
export type Status = keyof typeof statusNames;

export const statusDescriptions: Record<Status, string> = {
  400: 'Bad input: `msg` names the field and the problem',
  401: 'Not signed in, or the session has ended',
  402: 'The e-mail address is not verified yet',
  403: 'Not allowed: the wrong role, or not the caller’s record',
  404: 'No such record',
  409: 'In conflict with what is stored (already there, in use, or changed meanwhile)',
  413: 'Too large, or over the storage quota',
  414: 'A path parameter over its length limit',
  429: 'Too many attempts: try again later',
  500: 'Something went wrong on the server: `requestId` names it in the logs',
  502: 'A service the server relies on did not take the request: the mail server, or the payment provider',
};

/**
 * Refusals a route answers beyond those its access and input imply (`routeStatuses`): the conflicts,
 * limits and mail failures its service names. The contract tests hold every status a route answers in
 * the suite to this list.
 */
const beyond: Partial<Record<ProcedurePath, Status[]>> = {
  // Sign-in, sign-up and recovery: limits on tries and codes, the mail that carries a code, taken addresses.
  'login.authUser': [429],
  'login.sendEmail': [429, 502],
  'login.validateEmailByCode': [409],
  'login.registerFamily': [409],
  'public.unsubscribeDigest': [404],
  'user.updateUserProfile': [409, 429],
  'user.acceptParentRequest': [404],
  'user.declineParentRequest': [404],
  // A student's own settings and practice (students only: 403 for other roles).
  'user.getUserSetting': [403],
  'user.updateUserSetting': [403, 404],
  'user.getResourceRecord': [403],
  'user.getResourceQuestion': [403],
  'user.submitResourceQuestion': [409],
  'user.giveUpResourceQuestion': [409],
  'user.getStudentQuestionRecord': [403],
  // Exercises and exams: an answer locked, a finished exercise, an exam already started or over.
  'user.saveExercise': [409],
  'user.submitExercise': [409],
  'user.undoExercise': [409],
  'user.updateExerciseContent': [409],
  'user.startExam': [409],
  'user.logExamEvents': [409],
  'teacher.discardLateAnswer': [409],
  'teacher.correctExercise': [409],
  'teacher.sendCorrectionEmail': [502],
  // Registration and payment: already registered, paid or full.
  'user.registerClass': [409],
  'user.payClass': [409],
  'user.resendChildVerification': [409, 429, 502],
  'teacher.registerClass': [409],
  'teacher.deleteRegisterClass': [409],
  'teacher.getUserByEmail': [404],
  'teacher.addStudentToClass': [404, 409],
  // Authoring: names taken, records in use.
  'teacher.createSource': [409],
  'teacher.updateSource': [409],
  'teacher.deleteQuestion': [409],
  'teacher.deleteHW': [409],
  'teacher.deleteAllHomework': [409],
  'teacher.addHWToClass': [409],
  'teacher.deleteHWFromClass': [409],
  'teacher.publishHomework': [409],
  'teacher.importQuestionBank': [413],
  // Administration: the last admin, taken addresses and names, unknown recipients.
  'admin.createUser': [409],
  'admin.updateUser': [409],
  'admin.deleteUser': [409],
  'admin.auditClass': [409],
  'admin.addGroupEmail': [409],
  'admin.editGroupEmail': [409],
  'admin.sendEmail': [404],
  'admin.previewDigest': [404],
  // Lessons: a teacher or a room booked twice, a lesson whose roll is taken; a cancelled lesson, a roll
  // not open yet, leave past the cut-off or already asked.
  'teacher.setClassSchedule': [409],
  'teacher.updateLesson': [409],
  'teacher.takeAttendance': [409],
  'user.requestLeave': [409],
  'admin.setHolidays': [409],
  // The storefront: a token that was sent but no longer holds answers 401 even on a public read.
  'public.getProducts': [401],
  'public.getProductById': [401],
  'user.createProductReview': [409],
  // Payments: online payment not set up, a request waiting for the teacher, a payment refunded in full;
  // Stripe refusing or silent (502); a teacher asking for payments.
  'user.createCheckout': [409, 502],
  'user.getCheckout': [502],
  'user.getPayments': [403],
  'payments.stripeWebhook': [409, 502],
  'admin.refundPayment': [409, 502],
  // Gradebook depth: another attempt refused (not handed in, none left, past the due date).
  'user.startNewAttempt': [409],
  // Class stream: a comment on an announcement whose comments are off.
  'user.addClassPostComment': [409],
  // Photos of working: the exercise handed in, or the answer's photos full.
  'user.attachWorkPhoto': [409],
  'user.removeWorkPhoto': [409],
};

/** Who may call decides 401 (signed in), 402 (verified) and 403 (a role, or a record of someone else's). */
const gated = (access: ProcedureAccess) => access !== 'public';
const verified = (access: ProcedureAccess) => access !== 'public' && access !== 'signedIn';
const roleGated = (access: ProcedureAccess) => ['student', 'parent', 'teacher', 'admin'].includes(access);

/** Whether the input names a record by id (`id`, or a field ending in `Id`/`ID`). */
function namesRecord(input: { properties?: Record<string, unknown> } | undefined, pathNames: string[]): boolean {
  const names = [...pathNames, ...Object.keys(input?.properties ?? {})];
  return names.some((name) => /^ids?$|(Id|ID|_id|Ids|IDs)$/.test(name));
}

/** The statuses a route answers besides 200 (and 304 for a public GET), in order. */
export function routeStatuses(
  route: RestRoute,
  o: { access: ProcedureAccess; input: { properties?: Record<string, unknown> } | undefined; pathNames: string[] },
): Status[] {
  const record = namesRecord(o.input, o.pathNames);
  const statuses = new Set<Status>();
  const body = route.method !== 'GET';
  // A body is parsed before the input is read: malformed JSON is a 400, one over the size limit a 413.
  if (o.input || body) statuses.add(400);
  if (body) statuses.add(413);
  if (o.pathNames.length) statuses.add(414);
  if (gated(o.access)) statuses.add(401);
  if (verified(o.access)) statuses.add(402);
  if (roleGated(o.access) || (gated(o.access) && record)) statuses.add(403);
  if (record) statuses.add(404);
  for (const status of beyond[route.procedure] ?? []) statuses.add(status);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

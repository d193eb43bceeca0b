import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '../root';

/**
 * The spec's REST paths (§7), each served by the tRPC procedure of the same name. One table; the
 * server's adapter and the OpenAPI document read it, so no call has a second implementation.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Inputs = inferRouterInputs<AppRouter>;
/** Every procedure of the app router by its dotted path (`role.call`): a name not in the router fails the type check. */
export type ProcedurePath = { [R in keyof Inputs & string]: `${R}.${keyof Inputs[R] & string}` }[keyof Inputs & string];
/** The spec path a procedure answers at by default: `role.call` at `/role/call`. */
type SpecPath<P> = P extends `${infer R}.${infer C}` ? `/${R}/${C}` : never;

export interface RestRoute {
  method: HttpMethod;
  /** Path under `/api`, as the spec writes it. */
  path: string;
  /** Dotted tRPC procedure path. */
  procedure: ProcedurePath;
  /** Builds the procedure input; by default the query string for GET, the JSON body otherwise. */
  input?: (req: RestRequest) => unknown;
  /** `raw`: the body reaches `input` as the text that arrived (a signed webhook), whatever its type. */
  body?: 'raw';
  /** The answer is the file the procedure makes (`fileShape`), sent as this media type, not the envelope. */
  file?: string;
}

/** What a route's `input` builder reads of the request. */
export interface RestRequest {
  query: Record<string, unknown>;
  body: unknown;
  params: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

interface RouteMaker {
  /** A spec path `/role/call`, served by the procedure `role.call`. */
  (path: SpecPath<ProcedurePath>, procedure?: undefined, input?: RestRoute['input']): RestRoute;
  /** Any other path, served by the procedure it names. */
  (path: string, procedure: ProcedurePath, input?: RestRoute['input']): RestRoute;
}

const route =
  (method: HttpMethod): RouteMaker =>
  (path: string, procedure?: ProcedurePath, input?: RestRoute['input']): RestRoute => ({
    method,
    path,
    procedure: procedure ?? (path.slice(1).replaceAll('/', '.') as ProcedurePath),
    input,
  });
const get = route('GET');
const post = route('POST');
const put = route('PUT');
const del = route('DELETE');

/** A route answering the file its procedure makes, as `mediaType`. */
const fileAnswer = (route: RestRoute, mediaType: string): RestRoute => ({ ...route, file: mediaType });
/** A route given the raw body (`body: 'raw'`). */
const rawBody = (route: RestRoute): RestRoute => ({ ...route, body: 'raw' });
/** Stripe's event as it arrived, with its signature header: checked on these exact bytes. */
const stripeEvent: RestRoute['input'] = ({ body, headers }) => ({
  payload: typeof body === 'string' ? body : '',
  signature: headers['stripe-signature'],
});
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A GET with no parameters still passes `undefined`, which optional inputs accept. */
const none = () => undefined;
/** The `:id` of the path alone. */
const idParam: RestRoute['input'] = ({ params }) => ({ id: params.id });
/** The JSON body's fields with the path's `:id` (which wins over any `id` in the body). */
const bodyWithId: RestRoute['input'] = ({ body, params }) =>
  body && typeof body === 'object' && !Array.isArray(body) ? { ...body, id: params.id } : body;

export const restRoutes: RestRoute[] = [
  // Account and session
  post('/login/authUser'),
  post('/login/sendEmail'),
  post('/login/validateEmailByCode'),
  post('/login/registerFamily'),
  post('/login/resetPassword'),
  post('/public/verifyEmail'),
  post('/user/verifyEmail'),
  get('/user/getUserInfo', undefined, none),
  get('/user/getUserProfile', undefined, none),
  post('/user/updateUserProfile'),
  post('/user/logout'),
  post('/user/logoutAll'),
  get('/user/getSessions'),
  post('/user/endSession'),
  post('/user/acceptParentRequest'),
  post('/user/declineParentRequest'),
  // Admin: users
  get('/admin/getUsers'),
  post('/admin/deleteUser'),
  post('/admin/createUser'),
  get('/admin/getUserById'),
  post('/admin/updateUser'),
  // Admin: bulk e-mail and groups
  get('/admin/getEmails'),
  post('/admin/deleteEmail'),
  get('/admin/getGroupEmails'),
  get('/admin/getGroupMembers'),
  get('/admin/getClassGroups'),
  post('/admin/addGroupEmail'),
  post('/admin/editGroupEmail'),
  post('/admin/deleteGroupEmail'),
  post('/admin/sendEmail'),
  get('/admin/getDigestSettings', undefined, none),
  post('/admin/setDigestSettings'),
  get('/admin/previewDigest'),
  // The digest's List-Unsubscribe one-click POST carries the token in the query, its page in the body.
  post('/public/unsubscribeDigest', undefined, ({ query, body }) => ({
    token: (body && typeof body === 'object' && 'token' in body ? body.token : undefined) ?? query.token,
  })),
  // Classes, sources and the home page
  get('/public/getHomeClasses'),
  get('/public/getHomeDetail', undefined, none),
  get('/public/getClassById'),
  get('/teacher/getClassesByTeacher'),
  post('/teacher/createClassByTeacher'),
  post('/teacher/deleteClassByTeacher'),
  post('/teacher/setPublishClass'),
  post('/teacher/copyClass'),
  post('/teacher/updateClassIntro'),
  get('/teacher/getSourceList'),
  post('/teacher/createSource'),
  post('/teacher/updateSource'),
  post('/teacher/deleteSource'),
  get('/admin/getAuditClasses'),
  post('/admin/auditClass'),
  post('/admin/setHomeDetail'),
  get('/user/getUserSource'),
  // Enrolment: registration, payment, rosters, My Classes
  get('/user/getMyClasses', undefined, none),
  get('/user/getStudentsByEmail', undefined, none),
  get('/user/getWaitingChildren', undefined, none),
  post('/user/resendChildVerification'),
  get('/user/getClassRegister'),
  post('/user/registerClass'),
  post('/user/payClass'),
  post('/teacher/studentList'),
  post('/teacher/removeStudentFromClass'),
  post('/teacher/setAccommodation'),
  get('/teacher/getClassRegisterList'),
  post('/teacher/getUserByEmail'),
  post('/teacher/addStudentToClass'),
  post('/teacher/registerClass'),
  post('/teacher/deleteRegisterClass'),
  // Questions, libraries and homework
  post('/teacher/createQuestion'),
  post('/teacher/deleteQuestion'),
  post('/teacher/getQuestionsByTeacher'),
  post('/teacher/batchCreateQuestion'),
  post('/teacher/copyQuestion'),
  post('/teacher/getQuestionById'),
  put('/teacher/updateQuestion'),
  get('/teacher/getQuestionVersions'),
  post('/teacher/getAllQuestionsByTeacher'),
  post('/teacher/exportQuestionBank'),
  post('/teacher/importQuestionBank'),
  get('/teacher/getQuestionByLibrary'),
  get('/teacher/getHWByTeacher'),
  post('/teacher/createHomeWork'),
  post('/teacher/copyHomeWork'),
  post('/teacher/deleteHW'),
  post('/teacher/updateHW'),
  post('/teacher/batchDeleteQFromHW'),
  post('/teacher/batchAddQToHW'),
  post('/teacher/setQFormHW'),
  post('/admin/createLibrary'),
  post('/admin/updateLibrary'),
  post('/admin/deleteLibrary'),
  post('/admin/createChapter'),
  post('/admin/updateChapter'),
  post('/admin/deleteChapter'),
  post('/admin/createSection'),
  post('/admin/updateSection'),
  post('/admin/deleteSection'),
  post('/admin/changeLibraryOrder'),
  post('/admin/changeChapterOrder'),
  post('/admin/changeSectionOrder'),
  get('/admin/getTeachers', undefined, none),
  post('/admin/bindTeacherToLibrary'),
  post('/admin/unbindTeacherToLibrary'),
  get('/admin/getQuestionByLibrary'),
  get('/user/getLibrary', undefined, none),
  post('/user/getHWById'),
  // Homework in a class, exercises, exams and correction
  post('/teacher/addHWToClass'),
  post('/teacher/deleteHWFromClass'),
  post('/teacher/deleteAllHomework'),
  post('/teacher/publishHomework'),
  post('/teacher/unPublishHomework'),
  post('/teacher/getStudentListByExercise'),
  get('/teacher/getExerciseByClass'),
  get('/teacher/getStudentExerciseByClass'),
  get('/teacher/getExerciseByClassAndHomework'),
  post('/teacher/correctExercise'),
  post('/teacher/finishCorrection'),
  post('/teacher/sendCorrectionEmail'),
  post('/teacher/regradeExercise'),
  post('/teacher/regradeHomework'),
  post('/teacher/discardLateAnswer'),
  get('/teacher/getExamLog'),
  get('/teacher/getClassroomPreview'),
  get('/user/getExerciseList', undefined, none),
  get('/user/getExerciseById'),
  get('/user/getExerciseByClassId'),
  post('/user/getClassesContent'),
  post('/user/undoExercise'),
  post('/user/saveExercise'),
  post('/user/submitExercise'),
  post('/user/updateExerciseContent'),
  post('/user/finishExercise'),
  post('/user/startExam'),
  post('/user/logExamEvents'),
  get('/user/getStudentExerciseDetail'),
  get('/user/getStudentExerciseList'),
  // Results: item analysis, gradebook, a student's trend
  get('/teacher/getItemAnalysis'),
  get('/teacher/getGradebook'),
  get('/teacher/exportGradebook'),
  get('/user/getStudentTrend'),
  // Legacy storefront (literal paths with `:id`; `POST /api/upload` is an upload route beside /file/upload)
  get('/products', 'public.getProducts'),
  post('/products', 'admin.createProduct'),
  get('/products/:id', 'public.getProductById', idParam),
  put('/products/:id', 'admin.updateProduct', bodyWithId),
  del('/products/:id', 'admin.deleteProduct', idParam),
  post('/products/:id/reviews', 'user.createProductReview', bodyWithId),
  // Resources
  post('/admin/editResourceBase'),
  get('/public/getResourceBase', undefined, none),
  get('/user/getResourceQuestion', undefined, none),
  post('/user/submitResourceQuestion'),
  post('/user/giveUpResourceQuestion'),
  post('/user/reportResourceQuestion'),
  get('/user/getUserSetting', undefined, none),
  post('/user/updateUserSetting'),
  get('/user/getResourceRecord'),
  get('/user/getStudentQuestionRecord'),
  get('/user/getResourceRecordById'),
  get('/teacher/getStudentResourceRecords'),
  get('/teacher/getQuestionReports'),
  post('/teacher/resolveQuestionReport'),
  post('/teacher/getOpenReportCounts'),
  // Lessons: schedules, rolls, the timetable, leave, balances, holidays and the calendar feed
  post('/teacher/setClassSchedule'),
  get('/teacher/getClassLessons'),
  post('/teacher/updateLesson'),
  get('/teacher/getTeachers', undefined, none),
  post('/teacher/takeAttendance'),
  get('/teacher/getLessonAttendance'),
  get('/user/getTimetable'),
  post('/user/requestLeave'),
  get('/user/getLessonBalance'),
  get('/user/getCalendarLink', undefined, none),
  post('/user/resetCalendarLink', undefined, none),
  post('/admin/setHolidays'),
  get('/admin/getHolidays', undefined, none),
  // Payments: online checkout, Stripe's webhook, history, receipts, refunds and the finance report
  post('/user/createCheckout'),
  get('/user/getCheckout'),
  get('/user/getPayments'),
  fileAnswer(get('/user/getReceipt'), 'application/pdf'),
  rawBody(post('/payments/stripe/webhook', 'payments.stripeWebhook', stripeEvent)),
  post('/admin/refundPayment'),
  get('/admin/getPaymentReport'),
  fileAnswer(get('/admin/exportPaymentReport'), xlsxType),
  get('/admin/getSchoolDetails', undefined, none),
  post('/admin/setSchoolDetails'),
  // Gradebook depth: grade setup, the scale, the family's grades, attempts and term reports
  get('/teacher/getGradeSetup'),
  post('/teacher/saveGradeCategories'),
  post('/teacher/setHomeworkGrading'),
  fileAnswer(get('/teacher/exportGradebookXlsx'), xlsxType),
  post('/teacher/setReportComment'),
  get('/teacher/getReportComment'),
  fileAnswer(get('/teacher/getTermReport'), 'application/pdf'),
  get('/user/getGrades'),
  fileAnswer(get('/user/getTermReport'), 'application/pdf'),
  post('/user/startNewAttempt'),
  get('/admin/getGradeScale', undefined, none),
  post('/admin/setGradeScale'),
  // Class stream: a class's announcements and their comments
  get('/user/getClassPosts'),
  post('/user/addClassPostComment'),
  post('/user/deleteClassPostComment'),
  post('/teacher/createClassPost'),
  post('/teacher/updateClassPost'),
  post('/teacher/deleteClassPost'),
  post('/teacher/deleteClassPostComment'),
  // Photos of working: attached to answers by the student, read by the family, turned and marked in correction
  post('/user/attachWorkPhoto'),
  post('/user/removeWorkPhoto'),
  get('/user/getWorkPhotos'),
  get('/teacher/getWorkPhotos'),
  post('/teacher/rotateWorkPhoto'),
  post('/teacher/markWorkPhoto'),
];

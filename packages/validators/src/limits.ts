/** Limits shared by the server's validation and the web forms. */
export const limits = {
  // Lessons: slots, rolls, leave and the timetable
  lessonMinutesMin: 5,
  lessonMinutesMax: 600,
  lessonRoom: 100,
  lessonLink: 500,
  lessonReport: 2000,
  attendanceNote: 500,
  leaveReason: 500,
  classSlots: 20,
  rollSize: 500,
  timetableDays: 62,
  holidayDays: 366,
  /** The most lessons one class's schedule may expand to. */
  classLessons: 1000,
  lessonPackageSizeMax: 500,
  /** A family is told when this many lessons are left, and again at none. */
  balanceLowAt: 2,
  /** A place bought by months or years is noticed this many days before it ends. */
  expiryNoticeDays: 7,
  /** The roll of a lesson opens this many minutes before it starts. */
  rollOpensMinutes: 30,
  name: 100,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  phone: 12,
  addressField: 200,
  school: 200,
  keyword: 100,
  gradeMin: 1,
  gradeMax: 12,
  codeLength: 6,
  codeTtlMs: 10 * 60 * 1000,
  codeResendMs: 60 * 1000,
  codeMaxWrongTries: 5,
  pageSizeMax: 100,
  // Classes and sources
  className: 100,
  category: 50,
  url: 500,
  /** Characters of one rich-text field (sanitised HTML). */
  richText: 200_000,
  classSources: 100,
  priceMax: 1_000_000,
  /** The largest amount in minor units a call names (a refund): a price's limit in cents. */
  moneyMinorMax: 100_000_000,
  /** Payment history rows per page. */
  paymentsPageSize: 20,
  /** Characters of one webhook body (Stripe's events are a few kilobytes). */
  webhookBytesMax: 262_144,
  orderIndexMax: 1_000_000,
  sourceName: 100,
  sourcePageSize: 10,
  /** A repeated payment notice to the class's teacher is held back this long after the last one. */
  paymentMailRepeatMs: 10 * 60 * 1000,
  // Questions, libraries and homework
  questionName: 200,
  correctAnswer: 1000,
  copyright: 200,
  referenceId: 100,
  /** §9: My Questions and the library browser page 100 questions, homework lists 10. */
  questionPageSize: 100,
  libraryQuestionPageSize: 100,
  homeworkPageSize: 10,
  /** The admin's library browser has no paging; it shows at most this many questions of a node. */
  adminLibraryQuestionsMax: 1000,
  /** getAllQuestionsByTeacher (the homework editor's transfer list) answers at most this many. */
  allQuestionsMax: 5000,
  libraryName: 100,
  homeworkName: 200,
  homeworkQuestionsMax: 200,
  /** Batch question import: data rows, file bytes, bytes of one unzipped part, and the reading time. */
  importRowsMax: 2000,
  importFileBytes: 10 * 1024 * 1024,
  importPartBytes: 32 * 1024 * 1024,
  importTimeoutMs: 10_000,
  // Exercises
  /** Characters of a student's answer (choice letters or a free-response answer). */
  answer: 1000,
  /** The largest sequence number of a runner's save (a PostgreSQL integer). */
  answerSeqMax: 2_147_483_647,
  /** A student's extra time in a class's exams, percent of the duration. */
  extraTimePercentMax: 300,
  /** Events the runner may report for one exam attempt, and in one call. */
  examReportedEventsMax: 300,
  examEventsPerCall: 50,
  /** Bulk e-mail: §9's list page size, typed addresses and groups of one send, users of one group. */
  emailPageSize: 10,
  emailRecipientsMax: 500,
  emailGroupsMax: 100,
  emailGroupUsersMax: 5000,
  /** Every person one bulk e-mail reaches (typed addresses plus group members). */
  emailDeliveriesMax: 20_000,
  emailGroupName: 100,
  /** Characters of a correction e-mail's title. */
  mailTitle: 200,
  /** Students one publishHomework call may name, and exercises one unPublishHomework call may name. */
  publishStudentsMax: 2000,
  /** The newest exercises getExerciseList answers (a student's whole history, unpaged). */
  exerciseListMax: 1000,
  exercisePageSize: 20,
  // Legacy storefront
  productName: 200,
  productBrand: 100,
  productCategory: 100,
  productDescription: 5000,
  stockMax: 1_000_000,
  reviewComment: 1000,
  /** The admin product list's page size, and the newest reviews a product page shows. */
  productPageSize: 10,
  productReviewsShown: 50,
  // Resources
  /** Max Resources: the most questions one setting offers (default and ceiling). */
  resourceMaxQuestionsDefault: 100,
  resourceMaxQuestions: 100_000,
  /** Chosen library nodes and sources of one setting. */
  resourceNodes: 200,
  resourceSources: 100,
  /** Questions one getResourceQuestion answers (the client's queue). */
  resourceBatch: 10,
  /** §9 history page size. */
  resourceHistoryPageSize: 10,
  reportContent: 2000,
  /** Question bank interop: questions of one export or import, characters of an imported file's text. */
  bankQuestionsMax: 2000,
  bankChars: 1000 * 1000,
  /** Gradebook: most homework and students one class's gradebook shows. */
  gradebookHomeworkMax: 500,
  gradebookStudentsMax: 5000,
  /** Largest JSON body the API accepts. */
  bodyBytes: 1024 * 1024,
} as const;

export const roles = ['Student', 'Parent', 'Teacher'] as const;
export type Role = (typeof roles)[number];
export const languages = ['en', 'zh'] as const;
export type Language = (typeof languages)[number];

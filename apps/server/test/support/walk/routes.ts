import { appRouter, type RestRoute, restRoutes } from '@quanta/api';
import { z } from 'zod';
import type { Resource, World } from './world';

/** Who a procedure admits, from the builder it was made with (`meta.access`). */
export type Access = 'public' | 'signedIn' | 'user' | 'student' | 'parent' | 'teacher' | 'admin';

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema node as zod writes it
type JsonSchema = any;

export interface WalkedRoute {
  route: RestRoute;
  /** `METHOD /api/path` as printed. */
  name: string;
  access: Access;
  /** The procedure's input parser; undefined when it takes none. */
  schema?: z.ZodType;
  json?: JsonSchema;
}

interface ProcedureDef {
  _def: { meta?: { access?: Access }; inputs: z.ZodType[] };
}

/** The access a path's prefix stands for; routes outside these families rely on their procedure alone. */
export function accessOfPrefix(path: string): Access | undefined {
  if (path.startsWith('/admin/')) return 'admin';
  if (path.startsWith('/teacher/')) return 'teacher';
  if (path.startsWith('/public/') || path.startsWith('/login/')) return 'public';
  return undefined;
}

/** Every route of the REST table with what its procedure admits and takes. */
export function walkedRoutes(): WalkedRoute[] {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures;
  return restRoutes.map((route) => {
    const def = procedures[route.procedure]?._def;
    if (!def) throw new Error(`${route.path}: no procedure ${route.procedure}`);
    // A procedure made without the builders has no access; it is walked as one that needs a signed-in user.
    const access = def.meta?.access ?? accessOfPrefix(route.path) ?? 'user';
    const schema = def.inputs[0];
    let json: JsonSchema;
    if (schema) {
      try {
        json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      } catch {
        json = {};
      }
    }
    return { route, name: `${route.method} /api${route.path}`, access, schema, json };
  });
}

/** Which of the matrix's callers a procedure admits by role (admins are teachers with the flag). */
export function admits(access: Access, caller: string): boolean {
  if (access === 'public') return true;
  if (caller === 'signed out') return false;
  if (access === 'signedIn' || access === 'user') return true;
  if (access === 'student') return caller === 'student';
  if (access === 'parent') return caller === 'parent';
  if (access === 'teacher') return caller === 'teacher' || caller === 'another teacher' || caller === 'admin';
  return caller === 'admin';
}

const procedureName = (route: RestRoute) => route.procedure.split('.').at(-1) ?? '';

/** Which record an `id`/`_id` field (or `:id` path parameter) names, from the call's name. */
function resourceOfId(route: RestRoute): Resource {
  const call = procedureName(route);
  if (/ByClassId|ClassesContent|HWToClass|HWFromClass|AllHomework|ClassRegister/.test(call)) return 'class';
  if (/Exercise|Exam/.test(call)) return 'exercise';
  if (/Lesson/.test(call)) return 'lesson';
  if (/Class/.test(call)) return 'class';
  if (/HW|HomeWork|Homework/.test(call)) return 'homework';
  if (/Question/.test(call)) return 'question';
  if (/Source/.test(call)) return 'source';
  if (/Library/.test(call)) return 'library';
  if (/User/.test(call)) return 'student';
  return 'unknown';
}

/** Which record a named id field holds. */
function resourceOfKey(key: string, route: RestRoute): Resource | undefined {
  const k = key.toLowerCase();
  if (k === 'id' || k === '_id') return resourceOfId(route);
  if (/^(classid|classinfo)$/.test(k)) return 'class';
  if (/^(studentid|studentids|userid|student)$/.test(k)) return 'student';
  if (/^(hwid|homeworkid)$/.test(k)) return 'homework';
  if (/^exerciseids?$/.test(k)) return 'exercise';
  if (/^(questionid|qids|questionlist)$/.test(k)) return 'question';
  if (k === 'interestid') return 'interest';
  if (k === 'sourceid') return 'source';
  if (k === 'libraryid') return 'library';
  if (k === 'chapterid') return 'chapter';
  if (k === 'sectionid') return 'section';
  if (k === 'teacherid') return 'teacher';
  if (k === 'lessonid') return 'lesson';
  if (k === 'postid') return 'classPost';
  if (k === 'commentid') return 'classPostComment';
  if (k === 'photoid') return 'workPhoto';
  return undefined;
}

const pickBranch = (node: JsonSchema): JsonSchema => {
  const branches: JsonSchema[] = node.anyOf ?? node.oneOf ?? [];
  return branches.find((b) => b.type !== 'null') ?? branches[0] ?? {};
};

/** A valid-looking value for one field, naming the world's records where the field names one. */
function sampleOf(node: JsonSchema, key: string, route: RestRoute, world: World, named: Set<Resource>): unknown {
  if (!node || typeof node !== 'object') return 'walk';
  if (node.anyOf || node.oneOf) return sampleOf(pickBranch(node), key, route, world, named);
  if (node.enum) return node.enum[0];
  if (node.const !== undefined) return node.const;
  const type = Array.isArray(node.type) ? (node.type.find((x: string) => x !== 'null') ?? node.type[0]) : node.type;
  const resource = resourceOfKey(key, route);
  if (type === 'array') {
    const item = sampleOf(node.items ?? {}, key, route, world, named);
    return [item];
  }
  if (type === 'object' || node.properties) {
    const out: Record<string, unknown> = {};
    for (const [k, child] of Object.entries(node.properties ?? {})) out[k] = sampleOf(child, k, route, world, named);
    return out;
  }
  if (type === 'number' || type === 'integer') {
    const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 1);
    return Math.min(Math.max(1, min), node.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (type === 'boolean') return false;
  if (resource) {
    named.add(resource);
    return world.ids[resource];
  }
  if (node.format === 'uuid') return world.ids.unknown;
  if (node.format === 'email' || /email/i.test(key)) {
    named.add('student');
    return world.studentEmail;
  }
  if (/date/i.test(key)) return '2026-06-01';
  if (/^(code)$/i.test(key)) return '123456';
  if (/password/i.test(key)) return 'walk-password-1';
  if (/link|url|image/i.test(key)) return '';
  return 'walk';
}

export interface Sample {
  /** The body (POST/PUT) or query (GET) of a call that names the world's records. */
  input: unknown;
  /** Path parameters for `:name` segments. */
  params: Record<string, string>;
  /** The world's records the call names. */
  named: Set<Resource>;
  /** Whether the procedure's own parser accepts it (a call the policy then decides). */
  valid: boolean;
}

/** Per-call inputs where the generic sample would not reach the policy. */
const sampleOverrides: Record<string, (world: World) => unknown> = {
  'teacher.setPublishClass': (w) => ({ id: w.ids.class, publish: 0 }),
  'admin.auditClass': (w) => ({ id: w.ids.class, isPublish: 2 }),
  'teacher.updateQuestion': (w) => ({
    _id: w.ids.question,
    isChoice: '0',
    correctAnswer: 'B',
    source: '',
    libraryId: w.ids.library,
    chapterId: w.ids.chapter,
    sectionId: w.ids.section,
  }),
  'teacher.importQuestionBank': (w) => ({
    format: 'gift',
    content: '::Walk:: 1 + 1 = {=2}',
    language: 'en',
    libraryId: w.ids.library,
    chapterId: w.ids.chapter,
    sectionId: w.ids.section,
  }),
  'teacher.setQFormHW': (w) => ({ id: w.ids.homework, questionList: [w.ids.question] }),
  'teacher.updateHW': (w) => ({ _id: w.ids.homework, name: 'Walk', description: '', language: 'en', dueDate: '' }),
  'user.registerClass': (w) => ({ classId: w.ids.class, userId: w.ids.student, durationType: 1 }),
  'teacher.removeStudentFromClass': (w) => ({ classID: w.ids.class, studentID: w.ids.student }),
  'teacher.setAccommodation': (w) => ({ classId: w.ids.class, studentId: w.ids.student, extraTimePercent: 50 }),
  'admin.updateUser': (w) => ({
    _id: w.ids.student,
    name: 'Walk',
    email: w.studentEmail,
    isAdmin: false,
    role: 'Student',
  }),
  'user.updateUserProfile': () => ({ name: 'Walk', code: '123456' }),
  'user.getTimetable': () => ({ from: '2026-06-01', to: '2026-06-07' }),
  'teacher.setClassSchedule': (w) => ({ classId: w.ids.class, slots: [{ weekday: 1, start: '10:00', minutes: 60 }] }),
  'teacher.updateLesson': (w) => ({ id: w.ids.lesson, room: 'Walk room' }),
  'user.logExamEvents': (w) => ({ id: w.ids.exercise, events: [{ at: '2026-06-01T10:00:00.000Z', type: 'offline' }] }),
  'user.attachWorkPhoto': (w) => ({
    exerciseId: w.ids.exercise,
    questionId: null,
    path: '/uploads/2026/06/walkupload.jpg',
    name: 'walk.jpg',
    clientKey: 'walk-attach',
  }),
  'teacher.markWorkPhoto': (w) => ({ photoId: w.ids.workPhoto, path: '/uploads/2026/06/walkmarked.png' }),
  'teacher.rotateWorkPhoto': (w) => ({ photoId: w.ids.workPhoto, rotation: 90 }),
  'admin.setGradeScale': () => ({
    bands: [
      { label: 'Pass', min: 50 },
      { label: 'Fail', min: 0 },
    ],
  }),
};

export function sampleFor(r: WalkedRoute, world: World): Sample {
  const named = new Set<Resource>();
  const params: Record<string, string> = {};
  for (const [, name] of r.route.path.matchAll(/:(\w+)/g)) {
    const resource = resourceOfKey(name as string, r.route) ?? 'unknown';
    named.add(resource);
    params[name as string] = world.ids[resource];
  }
  const override = sampleOverrides[r.route.procedure];
  let input: unknown;
  if (override) {
    input = override(world);
    for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
      const resource = resourceOfKey(key, r.route);
      if (resource && (typeof value === 'string' || Array.isArray(value))) named.add(resource);
    }
  } else {
    input = r.json ? sampleOf(r.json, '', r.route, world, named) : undefined;
  }
  named.delete('unknown');
  const valid = r.schema ? r.schema.safeParse(procedureInput(r.route, input, params)).success : true;
  return { input, params, named, valid };
}

/** The procedure input the REST adapter makes of a query or body, as `apps/server/src/rest.ts` does. */
export function procedureInput(route: RestRoute, input: unknown, params: Record<string, string> = {}) {
  const query = route.method === 'GET' ? ((input as Record<string, unknown>) ?? {}) : {};
  const body = route.method === 'GET' ? undefined : input;
  if (route.input) return route.input({ query, body, params, headers: {} });
  return route.method === 'GET' ? query : body;
}

/** A query string of a flat object (arrays repeat their key). */
export function queryString(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function pathOf(route: RestRoute, params: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

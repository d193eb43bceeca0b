import { Readable } from 'node:stream';
import { type DbOrTx, questions, type UserRow } from '@quanta/db';
import {
  type BankFormat,
  choiceTextsOf,
  formatMessage,
  type Language,
  lettersFor,
  limits,
  type MessageKey,
  messages,
  type QuestionContentInput,
  questionContentInput,
  questionTypes,
  uploadKinds,
} from '@quanta/validators';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { type AppError, fail } from '../errors';
import { readQuestionBank } from '../services/interop/bank-draft';
import { type BankPicture, pictureType, pluginFile } from '../services/interop/model';
import { draftsFromRows, readAll } from '../services/questions/import';
import { type Placement, resolvePlacement, unplaced } from '../services/questions/placement';
import { readSheetRows } from '../services/questions/xlsx';
import { richTextMaxDepth, sanitiseRichTextWithin } from '../services/richtext/sanitise';
import { sanitiseBody } from '../services/richtext/sanitise-body';
import { defaultUploadQuota, recordUpload, reserveUploadBytes } from '../services/uploads/quota';

/**
 * One import of questions, whatever the file (Excel, Moodle XML, GIFT): each format only reads its file
 * into drafts; here every draft is checked by the edit form's own schema, and the questions and their
 * pictures are written in one transaction, so a failed import leaves no question, no file and no quota
 * used behind.
 */

/** Why a question was skipped, or what of it did not travel: a message key and the values it names. */
export interface ImportReason {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** A question as a format reads it: the edit form's fields, not yet checked, and its pictures. */
export interface ImportDraft {
  /** Its row (Excel) or its number (question files) in the file. */
  at: number;
  fields: { [K in keyof QuestionContentInput]?: unknown };
  /** The question's own picture. */
  picture?: Uint8Array;
  /** Pictures its HTML shows: `<img src="@@PLUGINFILE@@/<name>">` shows the file of that name. */
  files?: BankPicture[];
}

export interface ImportSkip extends ImportReason {
  at: number;
}

/** What a format read: its drafts, what it skipped and what of a draft did not travel. */
export interface ImportRead {
  drafts: ImportDraft[];
  skipped: ImportSkip[];
  notes: ImportSkip[];
}

export interface ImportOptions {
  language: Language;
  /** The refusal when no question is valid: its key takes `{errors}`, the skips listed by `unit` and number. */
  nothingValid: 'importNothingValid' | 'bankNothingValid';
  unit: 'row' | 'question';
  /** The refusal for a file with no question at all. */
  empty: () => AppError;
  /** The library chapter or section every imported question is filed in. */
  placement?: Placement;
}

/** A reason in English, as the wire's `reason`/`note` carries it beside its key. */
export const reasonText = (r: ImportReason) => formatMessage(messages[r.key], r.values);

/** Rows a single insert takes. */
const batchRows = 500;

type StoredQuestion = Omit<typeof questions.$inferInsert, 'teacherId' | 'language'>;

const richFields = ['qText', 'description', 'answerA', 'answerB', 'answerC', 'answerD', 'answerE'] as const;

/** The column a teacher knows a field by, for the reasons that name one. */
const fieldNames: Partial<Record<string, string>> = {
  qText: 'question',
  description: 'solution',
  isChoice: 'type',
  numChoice: 'choices',
  difficuty: 'difficulty',
};

/** The first problem of a draft the schema refused, as a reason. */
function issueReason(issue: z.core.$ZodIssue, fields: ImportDraft['fields']): ImportReason {
  const path = String(issue.path[0] ?? '');
  const field = fieldNames[path] ?? (issue.path.join('.') || 'question');
  if (path === 'isChoice') return { key: 'importSkipType' };
  if (path === 'numChoice') return { key: 'importSkipChoices' };
  if (path === 'difficuty') return { key: 'importSkipDifficulty' };
  const select = fields.isChoice === questionTypes.single || fields.isChoice === questionTypes.multi;
  if (path === 'correctAnswer' && select) {
    return {
      key: 'importSkipCorrectAnswer',
      values: { letters: lettersFor(Number(fields.numChoice ?? 4)).join(', ') },
    };
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return { key: 'importSkipTooLong', values: { field } };
  return { key: 'importSkipField', values: { field, problem: issue.message } };
}

/**
 * A draft as a stored question, or why it cannot be one: the edit form's schema, its rich text sanitised as
 * a save sanitises it, then what a question needs to be shown (a name, a text or picture, every choice).
 */
export function checkDraft(draft: ImportDraft): StoredQuestion | ImportReason {
  const parsed = questionContentInput.safeParse(draft.fields);
  if (!parsed.success) return issueReason(parsed.error.issues[0]!, draft.fields);
  const { difficuty, image: _image, showImg: _showImg, ...q } = parsed.data;
  for (const key of richFields) {
    const clean = sanitiseRichTextWithin(q[key]);
    if (clean === null) {
      return { key: 'importSkipTooDeep', values: { field: fieldNames[key] ?? key, max: richTextMaxDepth } };
    }
    q[key] = clean;
  }
  const body = sanitiseBody(q.body);
  if (body === null) return { key: 'importSkipTooDeep', values: { field: 'answers', max: richTextMaxDepth } };
  q.body = body;
  if (!q.name) return { key: 'importSkipNameRequired' };
  if (!q.qText && !draft.picture) return { key: 'importSkipTextRequired' };
  if (q.isChoice === questionTypes.single || q.isChoice === questionTypes.multi) {
    const texts = choiceTextsOf(q);
    const missing = lettersFor(q.numChoice).find((_, i) => !texts[i]);
    if (missing) return { key: 'importSkipChoiceRequired', values: { letter: missing } };
  }
  return { ...q, difficulty: difficuty };
}

/** The drafts that pass, each with its stored form, and the skips of the file in its order. */
export function checkDrafts(read: Pick<ImportRead, 'drafts' | 'skipped'>) {
  const valid: { draft: ImportDraft; row: StoredQuestion }[] = [];
  const skipped = [...read.skipped];
  for (const draft of read.drafts) {
    const row = checkDraft(draft);
    if ('key' in row) skipped.push({ at: draft.at, ...row });
    else valid.push({ draft, row });
  }
  skipped.sort((x, y) => x.at - y.at);
  return { valid, skipped };
}

const describe = (skipped: ImportSkip[], unit: ImportOptions['unit']) =>
  skipped
    .slice(0, 10)
    .map((s) => `${unit} ${s.at}: ${reasonText(s)}`)
    .join('; ') + (skipped.length > 10 ? `; and ${skipped.length - 10} more` : '');

interface Picture {
  bytes: Uint8Array;
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  /** Where the stored path goes: the question's picture, or the HTML that shows it. */
  use: (path: string) => void;
}

/** Every string of a stored question's rich fields and body passed through `fn`. */
function mapRichText(row: StoredQuestion, fn: (html: string) => string) {
  const deep = (v: unknown): unknown =>
    typeof v === 'string'
      ? fn(v)
      : Array.isArray(v)
        ? v.map(deep)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deep(x)]))
          : v;
  for (const key of richFields) row[key] = fn(row[key] ?? '');
  row.body = deep(row.body) as StoredQuestion['body'];
}

/**
 * The pictures a checked draft brings: its own picture and each file its HTML shows. A file that is not
 * a picture within the limit is named in a note and its `<img>` taken out.
 */
function picturesOf(draft: ImportDraft, row: StoredQuestion, notes: ImportSkip[]): Picture[] {
  const out: Picture[] = [];
  if (draft.picture) {
    const ext = pictureType(draft.picture);
    if (ext && draft.picture.length <= uploadKinds.image.maxBytes) {
      out.push({
        bytes: draft.picture,
        ext,
        use: (path) => {
          row.image = path;
          row.showImg = true;
        },
      });
    } else notes.push({ at: draft.at, key: 'importNotePicture' });
  }
  const html = JSON.stringify([
    row.qText,
    row.description,
    row.answerA,
    row.answerB,
    row.answerC,
    row.answerD,
    row.answerE,
    row.body,
  ]);
  for (const file of draft.files ?? []) {
    const ref = `${pluginFile}${file.name}`;
    if (!html.includes(ref)) continue;
    const ext = pictureType(file.bytes);
    const shows = (tag: string) => tag.includes(`"${ref}"`);
    if (!ext || file.bytes.length > uploadKinds.image.maxBytes) {
      notes.push({ at: draft.at, key: 'importNoteFileDropped', values: { name: file.name } });
      mapRichText(row, (h) => h.replace(/<img\b[^>]*>/gi, (tag) => (shows(tag) ? '' : tag)));
      continue;
    }
    out.push({
      bytes: file.bytes,
      ext,
      use: (path) => mapRichText(row, (h) => h.replaceAll(`"${ref}"`, `"${path}"`)),
    });
  }
  return out;
}

/** Inserts the questions a batch at a time, each a moment older than the one before it. */
async function insertQuestions(tx: DbOrTx, me: UserRow, language: Language, rows: StoredQuestion[], now: number) {
  for (let i = 0; i < rows.length; i += batchRows) {
    await tx.insert(questions).values(
      rows.slice(i, i + batchRows).map((row, j) => {
        // Earlier questions a moment newer, so the newest-first list shows them in the file's order.
        const at = new Date(now - (i + j));
        return { ...row, teacherId: me.id, language, createdAt: at, updatedAt: at };
      }),
    );
  }
}

/**
 * Checks and stores what a format read: `{count, skipped, notes}`. Pictures count against the teacher's
 * upload quota together; they are saved inside the transaction and removed again when it fails.
 */
export async function importDrafts(deps: Deps, me: UserRow, read: ImportRead, o: ImportOptions) {
  const { valid, skipped } = checkDrafts(read);
  if (valid.length === 0) {
    if (skipped.length === 0) throw o.empty();
    throw fail.badRequest(o.nothingValid, { errors: describe(skipped, o.unit) });
  }
  const notes = [...read.notes];
  const pictures = valid.flatMap(({ draft, row }) => picturesOf(draft, row, notes));
  notes.sort((x, y) => x.at - y.at);
  const placement = o.placement ?? unplaced;
  for (const { row } of valid) Object.assign(row, placement);

  const saved: string[] = [];
  const now = deps.now().getTime();
  try {
    await deps.db.transaction(async (tx) => {
      if (pictures.length > 0) {
        const bytes = pictures.reduce((sum, p) => sum + p.bytes.length, 0);
        await reserveUploadBytes(tx, me, bytes, defaultUploadQuota(me));
        for (const p of pictures) {
          const path = await deps.files.save(Readable.from([Buffer.from(p.bytes)]), p.ext);
          saved.push(path);
          p.use(path);
          await recordUpload(tx, me, path, p.bytes.length);
        }
      }
      await insertQuestions(
        tx,
        me,
        o.language,
        valid.map((v) => v.row),
        now,
      );
    });
  } catch (error) {
    await Promise.all(saved.map((path) => deps.files.remove(path).catch(() => undefined)));
    throw error;
  }
  return { count: valid.length, skipped, notes };
}

/** A reason as the wire carries it: the English text, its message key and values for the web app to translate. */
const onWire = (r: ImportReason) => ({ reason: reasonText(r), key: r.key, values: r.values ?? {} });

/**
 * batchCreateQuestion: imports the questions of an uploaded Excel template (`/uploads/…` from the upload
 * call): `{count, errors: [{row, reason, key, values}], message}`. Bad rows are skipped and reported by
 * row number; a file with no valid row at all is refused (400) with the reasons.
 */
export async function importSpreadsheet(deps: Deps, me: UserRow, input: { filePath: string; language: Language }) {
  const file = await deps.files.resolve(input.filePath);
  if (!file) throw fail.badRequest('importFileMissing');
  if (file.ext !== 'xlsx') throw fail.badRequest('uploadNotExcel');
  if (file.size > limits.importFileBytes) throw fail.badRequest('importTooLarge');
  const bytes = await readAll(file.open(), limits.importFileBytes);
  const read = draftsFromRows(await readSheetRows(bytes));
  const { count, skipped } = await importDrafts(deps, me, read, {
    language: input.language,
    nothingValid: 'importNothingValid',
    unit: 'row',
    empty: () => fail.badRequest('importNoRows'),
  });
  return {
    count,
    errors: skipped.map((s) => ({ row: s.at, ...onWire(s) })),
    message: formatMessage(messages.questionsImported, { count }),
  };
}

/**
 * importQuestionBank: imports a Moodle XML or GIFT file's questions: `{count, skipped: [{number, type,
 * reason, key, values}], notes: [{number, note, key, values}], message}`. Questions of types Quanta has
 * not, or that cannot be stored, are skipped and reported by their number in the file, never dropped
 * silently; what did not travel of an imported one is in `notes`. A library chapter or section, when
 * given, files every imported question there (a library bound to the teacher, as an edit requires); the
 * file's category path stays with each question as its category and a `category:` tag.
 */
export async function importQuestionBank(
  deps: Deps,
  me: UserRow,
  input: { format: BankFormat; content: string; language: Language } & Partial<Placement>,
) {
  const placement = await resolvePlacement(deps.db, me, {
    libraryId: input.libraryId ?? null,
    chapterId: input.chapterId ?? null,
    sectionId: input.sectionId ?? null,
  });
  const { types, total: _total, ...read } = readQuestionBank(input.format, input.content);
  const { count, skipped, notes } = await importDrafts(deps, me, read, {
    placement,
    language: input.language,
    nothingValid: 'bankNothingValid',
    unit: 'question',
    empty: () => fail.badRequest('bankNothingValid', { errors: reasonText({ key: 'importNothingToImport' }) }),
  });
  return {
    count,
    skipped: skipped.map((s) => ({
      number: s.at,
      type: 'type' in s && typeof s.type === 'string' ? s.type : (types.get(s.at) ?? ''),
      ...onWire(s),
    })),
    notes: notes.map((n) => {
      const { reason, ...key } = onWire(n);
      return { number: n.at, note: reason, ...key };
    }),
    message: formatMessage(messages.bankImported, { count }),
  };
}

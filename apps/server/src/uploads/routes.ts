import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import {
  admitCaller,
  type Context,
  checkUploadQuota,
  defaultUploadQuota,
  type FileStore,
  fail,
  roles,
  saveWithinQuota,
  storedTypes,
} from '@quanta/api';
import type { UserRow } from '@quanta/db';
import {
  formatMessage,
  messages,
  type UploadKind,
  uploadIdleMs,
  uploadKindOf,
  uploadKinds,
  uploadTotalMs,
} from '@quanta/validators';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import rangeParser from 'range-parser';
import { toErrorBody } from '../errors';
import { storedExtension, wrongContent } from './kinds';
import { reencodeWorkImage } from './work-image';

/** Office files and PDFs are saved, never opened in the browser (a PDF viewer does not run under the sandboxing CSP). */
const downloadOnly = new Set(['pdf', 'xlsx', 'docx', 'pptx']);
const largest = Math.max(...Object.values(uploadKinds).map((k) => k.maxBytes));
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
const tooLarge = (kind: UploadKind) =>
  fail.tooLarge('uploadTooLarge', { limit: megabytes(uploadKinds[kind].maxBytes) });

/** Copies a part to `dest`, failing with 413 as soon as it passes `limit` bytes; `onData` sees every chunk. */
async function writeLimited(
  source: Readable,
  dest: string,
  limit: () => number,
  kind: () => UploadKind,
  signal: AbortSignal,
  onData: () => void,
) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onData();
      size += chunk.length;
      done(size > limit() ? tooLarge(kind()) : null, chunk);
    },
  });
  await pipeline(source, counter, createWriteStream(dest, { flags: 'wx', mode: 0o600 }), { signal });
  return size;
}

export interface UploadRules {
  /** Bytes of uploads a user may keep. */
  quota(user: UserRow): number;
  /** An upload that sends nothing for this long is ended with 408. */
  idleMs: number;
  /** Every upload ends within this time (408 past it). */
  totalMs: number;
}

export const defaultUploadRules: UploadRules = {
  quota: defaultUploadQuota,
  idleMs: uploadIdleMs,
  totalMs: uploadTotalMs,
};

export interface UploadOptions {
  store: FileStore;
  /** Where an upload waits while it is checked (inside the data folder, so a rename is cheap). */
  tmpDir: string;
  makeContext: (req: FastifyRequest) => Promise<Context>;
  rules?: Partial<UploadRules>;
}

/** A multipart body must name its boundary; without one there is nothing to read (400, not a parser crash). */
const hasBoundary = (contentType: string | undefined) => /;\s*boundary=("[^"]+"|[^;\s]+)/i.test(contentType ?? '');

/**
 * `POST /api/file/upload` (multipart `file`, optional `type`: none or 1 image, 2 Excel, 3 video) for
 * signed-in, verified users within their storage quota, `POST /api/upload` (multipart `image`) for admins,
 * and `GET /uploads/*` serving what was stored.
 * An upload that stalls (`idleMs`), runs too long (`totalMs`) or is cut off is ended: its temp file and
 * descriptor are freed on every path, and a client still listening gets 408.
 */
export async function registerUploads(server: FastifyInstance, o: UploadOptions) {
  await mkdir(o.tmpDir, { recursive: true });
  const rules: UploadRules = { ...defaultUploadRules, ...o.rules };

  // Multipart parsing is scoped to the upload route alone.
  await server.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: largest, files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 100 },
    });
    scope.post('/api/file/upload', (req, reply) =>
      handleUpload(req, reply, o, rules, { field: 'file', typed: true }, (ctx) => admitCaller(ctx.user, true)),
    );
    // The legacy storefront's product pictures (§7 Legacy): multipart `image`, admins only, and like
    // the storefront's other calls a broken token is 'Not authorized, token failed'.
    scope.post('/api/upload', (req, reply) =>
      handleUpload(req, reply, o, rules, { field: 'image', typed: false }, (ctx) => {
        if (ctx.tokenRejected) throw fail.unauthorized('tokenFailed');
        return admitCaller(ctx.user, true, roles.admin);
      }),
    );
  });

  server.get('/uploads/*', async (req, reply) => {
    // The raw path, not a decoded one: stored names never need escaping, so `%2e%2e` and friends are 404.
    const path = req.url.split('?')[0] ?? '';
    const file = await o.store.resolve(path);
    if (!file) return reply.code(404).send({ code: 404, msg: 'Not found', result: null });
    reply
      .header('content-type', storedTypes[file.ext] ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('accept-ranges', 'bytes');
    if (downloadOnly.has(file.ext)) reply.header('content-disposition', 'attachment');
    const range = parseRange(req.headers.range, file.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    }
    if (range) {
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(file.open(range));
    }
    return reply.header('content-length', file.size).send(file.open());
  });
}

interface UploadRoute {
  /** The multipart field holding the file. */
  field: string;
  /** Whether a `type` (query or field) picks the kind; otherwise the file must be an image. */
  typed: boolean;
}

/**
 * One upload, handled the same way on every route: the caller's right first, then the body read within
 * the time limits, checked and stored within the user's quota: `{code: 200, msg, result: {path}}`.
 */
async function handleUpload(
  req: FastifyRequest,
  reply: FastifyReply,
  o: UploadOptions,
  rules: UploadRules,
  route: UploadRoute,
  authorize: (ctx: Context) => UserRow,
) {
  const ctx = await o.makeContext(req);
  const tmp = join(o.tmpDir, randomBytes(12).toString('hex'));
  const abort = new AbortController();
  const stop = (error: unknown) => {
    if (!abort.signal.aborted) abort.abort(error);
  };
  const timedOut = () => stop(fail.timeout('uploadTimeout'));
  const total = setTimeout(timedOut, rules.totalMs);
  let idle = setTimeout(timedOut, rules.idleMs);
  // Armed from the start, reset by every chunk of the file, disarmed once the file is in.
  const progress = {
    chunk() {
      clearTimeout(idle);
      idle = setTimeout(timedOut, rules.idleMs);
    },
    done() {
      clearTimeout(idle);
    },
  };
  // A client that hangs up mid-body: end the work at once.
  const onClose = () => {
    if (!req.raw.complete) stop(fail.timeout('uploadTimeout'));
  };
  req.raw.on('close', onClose);
  const ended = new Promise<never>((_, reject) => {
    abort.signal.addEventListener('abort', () => reject(abort.signal.reason), { once: true });
  });
  ended.catch(() => {});
  const work = receive(req, ctx, o.store, rules, route, authorize, tmp, abort.signal, progress);
  try {
    const path = await Promise.race([work, ended]);
    return reply.send({ code: 200, msg: 'success', result: { path } });
  } catch (error) {
    // Whatever is left of the body is not read: the connection closes after the answer.
    if (abort.signal.aborted) reply.header('connection', 'close');
    return replyError(req, reply, error, ctx);
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    req.raw.off('close', onClose);
    // The receiving side settles once its streams are destroyed; only then is the temp file gone for good.
    void work.catch(() => {}).finally(() => rm(tmp, { force: true }).catch(() => {}));
    await rm(tmp, { force: true });
  }
}

/** Reads the multipart body into `tmp`, checks it and stores it within the user's quota; answers its path. */
async function receive(
  req: FastifyRequest,
  ctx: Context,
  store: FileStore,
  rules: UploadRules,
  route: UploadRoute,
  authorize: (ctx: Context) => UserRow,
  tmp: string,
  signal: AbortSignal,
  progress: { chunk(): void; done(): void },
): Promise<string> {
  const user = authorize(ctx);
  if (!req.isMultipart() || !hasBoundary(req.headers['content-type'])) throw fail.badRequest('uploadMissing');
  const quota = rules.quota(user);
  // A full account is told before a byte is read.
  await checkUploadQuota(ctx.db, user, 1, quota);
  let size: number | undefined;
  // The kind may come in the query, or as a field before or after the file.
  const query = route.typed ? (req.query as { type?: unknown }).type : undefined;
  let type = query === undefined ? undefined : String(query);
  const kindNow = () => (type === undefined ? undefined : uploadKindOf(type));
  for await (const part of req.parts()) {
    if (signal.aborted) throw signal.reason;
    if (part.type === 'field') {
      if (route.typed && part.fieldname === 'type') {
        type = String(part.value);
        if (!kindNow()) throw fail.badRequest('uploadTypeInvalid');
      }
      continue;
    }
    if (part.fieldname !== route.field || size !== undefined) {
      part.file.resume();
      continue;
    }
    if (type !== undefined && !kindNow()) throw fail.badRequest('uploadTypeInvalid');
    const limit = () => {
      const kind = kindNow();
      return kind ? uploadKinds[kind].maxBytes : route.typed ? largest : uploadKinds.image.maxBytes;
    };
    const kindOrLargest = () => kindNow() ?? (route.typed ? 'video' : 'image');
    size = await writeLimited(part.file, tmp, limit, kindOrLargest, signal, progress.chunk);
    progress.done();
  }
  if (size === undefined) throw fail.badRequest('uploadMissing');
  const kind = uploadKindOf(type);
  if (!kind) throw fail.badRequest('uploadTypeInvalid');
  // A type sent after the file is known only now.
  if (size > uploadKinds[kind].maxBytes) throw tooLarge(kind);
  const detected = storedExtension(kind, await fileTypeFromFile(tmp));
  if (!detected) throw fail.badRequest(wrongContent[kind]);
  // A photo of working is stored as what it is re-encoded to: upright, downscaled, without its metadata.
  const stored = kind === 'work' && detected !== 'pdf' ? await reencodeWorkImage(tmp, wrongContent.work) : null;
  const ext = stored ? stored.ext : detected;
  const bytes = stored ? stored.bytes : size;
  return saveWithinQuota(ctx.db, user, bytes, quota, () => store.save(createReadStream(tmp), ext));
}

/** One `bytes=a-b` range (what video players ask for); several ranges, or a malformed header, are answered whole. */
function parseRange(header: string | undefined, size: number) {
  if (!header) return null;
  const ranges = rangeParser(size, header.trim());
  if (ranges === -1) return 'unsatisfiable' as const;
  const range = ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  return range ? { start: range.start, end: range.end } : null;
}

function replyError(req: FastifyRequest, reply: FastifyReply, error: unknown, ctx: Context) {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    return reply.code(status).send(toErrorBody(error, status, req.id, ctx));
  }
  // The multipart parser's own refusals (over its hard limit, too many parts, a malformed body).
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) {
    const body =
      status === 413
        ? {
            code: 413,
            msg: formatMessage(messages.uploadTooLarge, { limit: megabytes(largest) }),
            key: 'uploadTooLarge',
          }
        : { code: status, msg: `Bad request: ${(error as Error).message}`, key: 'badRequest' };
    return reply.code(status).send({ ...body, result: null });
  }
  req.log.error({ err: error }, 'upload failed');
  return reply.code(500).send(toErrorBody(error, 500, req.id, ctx));
}

import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { type Context, type FileStore, fail, storedTypes } from '@quanta/api';
import { formatMessage, messages, type UploadKind, uploadKindOf, uploadKinds } from '@quanta/validators';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { toErrorBody } from '../errors';
import { storedExtension, wrongContent } from './kinds';

const largest = Math.max(...Object.values(uploadKinds).map((k) => k.maxBytes));
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
const tooLarge = (kind: UploadKind) =>
  fail.tooLarge('uploadTooLarge', { limit: megabytes(uploadKinds[kind].maxBytes) });

/** Copies a part to `dest`, failing with 413 as soon as it passes `limit` bytes. */
async function writeLimited(source: Readable, dest: string, limit: () => number, kind: () => UploadKind) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > limit() ? tooLarge(kind()) : null, chunk);
    },
  });
  await pipeline(source, counter, createWriteStream(dest, { flags: 'wx', mode: 0o600 }));
  return size;
}

export interface UploadOptions {
  store: FileStore;
  /** Where an upload waits while it is checked (inside the data folder, so a rename is cheap). */
  tmpDir: string;
  makeContext: (req: FastifyRequest) => Promise<Context>;
}

/**
 * `POST /api/file/upload` (multipart `file`, optional `type`: none or 1 image, 2 Excel, 3 video) for
 * signed-in, verified users, `POST /api/upload` (multipart `image`) for admins, and `GET /uploads/*`
 * serving what was stored.
 */
export async function registerUploads(server: FastifyInstance, o: UploadOptions) {
  await mkdir(o.tmpDir, { recursive: true });

  // Multipart parsing is scoped to the upload route alone.
  await server.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: largest, files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 100 },
    });
    scope.post('/api/file/upload', (req, reply) =>
      handleUpload(req, reply, o, { field: 'file', typed: true }, (ctx) => {
        if (!ctx.user) throw fail.unauthorized();
        if (!ctx.user.emailVerified) throw fail.unverified();
      }),
    );
    // The legacy storefront's product pictures (§7 Legacy): multipart `image`, admins only, and like
    // the storefront's other calls a broken token is 'Not authorized, token failed'.
    scope.post('/api/upload', (req, reply) =>
      handleUpload(req, reply, o, { field: 'image', typed: false }, (ctx) => {
        if (ctx.tokenRejected) throw fail.unauthorized('tokenFailed');
        if (!ctx.user) throw fail.unauthorized();
        if (!ctx.user.emailVerified) throw fail.unverified();
        if (!ctx.user.isAdmin) throw fail.forbidden();
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
    if (file.ext === 'xlsx') reply.header('content-disposition', 'attachment');
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
 * One upload, checked the same way on every route: the caller's right first, then the file streamed to a
 * temp file within its kind's size limit (413), its content checked against the kind (400), and stored
 * under a server-chosen name: `{code: 200, msg, result: {path}}`.
 */
async function handleUpload(
  req: FastifyRequest,
  reply: FastifyReply,
  o: UploadOptions,
  route: UploadRoute,
  authorize: (ctx: Context) => void,
) {
  const ctx = await o.makeContext(req);
  const tmp = join(o.tmpDir, randomBytes(12).toString('hex'));
  let size: number | undefined;
  try {
    authorize(ctx);
    if (!req.isMultipart()) throw fail.badRequest('uploadMissing');
    // The kind may come in the query, or as a field before or after the file.
    const query = route.typed ? (req.query as { type?: unknown }).type : undefined;
    let type = query === undefined ? undefined : String(query);
    const kindNow = () => (type === undefined ? undefined : uploadKindOf(type));
    for await (const part of req.parts()) {
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
      size = await writeLimited(part.file, tmp, limit, () => kindNow() ?? (route.typed ? 'video' : 'image'));
    }
    if (size === undefined) throw fail.badRequest('uploadMissing');
    const kind = uploadKindOf(type);
    if (!kind) throw fail.badRequest('uploadTypeInvalid');
    // A type sent after the file is known only now.
    if (size > uploadKinds[kind].maxBytes) throw tooLarge(kind);
    const ext = storedExtension(kind, await fileTypeFromFile(tmp));
    if (!ext) throw fail.badRequest(wrongContent[kind]);
    const path = await o.store.save(createReadStream(tmp), ext);
    return reply.send({ code: 200, msg: 'success', result: { path } });
  } catch (error) {
    return replyError(req, reply, error, ctx);
  } finally {
    await rm(tmp, { force: true });
  }
}

/** One `bytes=a-b` range (what video players ask for); several ranges are answered whole. */
function parseRange(header: string | undefined, size: number) {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable' as const;
  return { start, end };
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

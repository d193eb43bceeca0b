import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  appRouter,
  type Clock,
  type ContextWants,
  createContext,
  createMailer,
  createStripeProvider,
  createTokenService,
  type Deps,
  defaultSchoolRules,
  digestQueueName,
  expiryNoticeQueueName,
  findSession,
  type Mailer,
  mailDeadQueue,
  mailQueue,
  manualProvider,
  Outbox,
  setOutputChecks,
  setSpeedups,
  startMailWorkers,
  stringifyJson,
  systemClock,
} from '@quanta/api';
import { type DatabaseHandle, openDatabase, unreachableCode } from '@quanta/db';
import { limits } from '@quanta/validators';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { startServerBackups } from './backup/server-backups';
import { registerCalendarFeed } from './calendar-route';
import { registerCompression } from './compression';
import { type Config, cachesOn, outputChecksOn } from './config';
import { replyIfUnavailable, toErrorBody } from './errors';
import { loggerOptions, logRequests, quietRequests } from './logger';
import { registerNoStore } from './no-store';
import { registerOpenApi } from './openapi';
import { registerHealth } from './ops/health';
import { applicationName, registerMetrics } from './ops/metrics';
import { echoRequestId, requestIdOf } from './ops/request-id';
import { registerWebApp } from './pages/web-app';
import { registerPublicEtags } from './public-etags';
import { registerQuestionTemplate } from './question-template';
import { registerRest } from './rest';
import { registerSecurityHeaders } from './security-headers';
import { registerTrpc } from './trpc-route';
import { trustProxyOption } from './trust-proxy';
import { createLocalFileStore } from './uploads/local-store';
import { registerUploads, type UploadRules } from './uploads/routes';
import { createS3FileStore } from './uploads/s3-store';

export interface AppOptions {
  config: Config;
  /** An already opened database (tests); otherwise opened from the config. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  now?: Clock;
  logger?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Upload time limits and quota (tests shorten them). */
  uploadRules?: Partial<UploadRules>;
}

export interface App {
  server: FastifyInstance;
  deps: Deps;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        max: config.databasePoolMax,
        connectTimeout: config.databaseConnectTimeout,
        applicationName: applicationName(),
      })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

/** Builds the whole server (API, REST adapter, web app) without listening; used by main and tests. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  // One switch for every cache and the JSON splicer, read once here.
  setSpeedups(config.caches ?? cachesOn(process.env));
  setOutputChecks(config.outputChecks ?? outputChecksOn(process.env));
  const database = options.database ?? (await openConfiguredDatabase(config));
  await database.migrate(config.migrationsFolder);

  const server = Fastify({
    logger: options.logger === false ? false : loggerOptions(process.env, options.logStream),
    logController: quietRequests(),
    bodyLimit: limits.bodyBytes,
    // A proxy's X-Request-Id is kept (and echoed), so one id follows a request through every log.
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: trustProxyOption(config.trustProxy),
    // Closing: idle keep-alive connections are closed at once, new requests on open ones get 503, and the
    // requests in flight finish (each answer then closes its connection).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // tRPC names every call of a batch in the path (`/trpc/a.b,c.d,…`): the default 100 would refuse a batch.
    routerOptions: { maxParamLength: 5000 },
    // A URL the router cannot read (a path parameter over that limit: 414, a malformed escape: 400) is
    // refused in the API's envelope, without echoing the path.
    frameworkErrors: (error, _req, reply) => {
      const status = error.statusCode === 414 ? 414 : 400;
      const msg = status === 414 ? 'A path parameter is too long' : 'Bad request: malformed URL';
      return (reply as FastifyReply).code(status).send({ code: status, msg, result: null });
    },
  });
  logRequests(server);
  echoRequestId(server);
  // Answers are written by the API's serializer: JSON, with the parts it keeps written once (JsonText).
  server.setReplySerializer((payload) => stringifyJson(payload) as string);
  let draining = false;
  server.addHook('onSend', (_req, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  registerSecurityHeaders(server);
  registerPublicEtags(server);
  registerNoStore(server);
  await registerCompression(server);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outbox: join(config.dataDir, 'mail'),
      log: (line) => server.log.info(line),
    });
  const now = options.now ?? systemClock;
  const outbox = new Outbox(
    database.pglite ? { pglite: database.pglite } : { url: database.url as string },
    config.outbox,
  );
  await outbox.start((err) => server.log.error({ err }, 'mail queue error'));
  const deps: Deps = {
    db: database.db,
    mailer,
    outbox,
    publicUrl: config.publicUrl,
    schoolName: config.schoolName,
    school: config.school ?? defaultSchoolRules,
    tokens: createTokenService(config.tokenSecret),
    payments: config.stripe
      ? createStripeProvider(config.stripe, (details, message) => server.log.warn(details, message))
      : manualProvider,
    findSession,
    now,
    files: config.s3 ? createS3FileStore(config.s3, now) : createLocalFileStore(join(config.dataDir, 'uploads'), now),
    log: server.log,
  };
  const makeContext = (req: FastifyRequest, wants?: ContextWants, readId?: unknown) =>
    createContext(deps, {
      authorization: req.headers.authorization,
      ip: req.ip,
      userAgent: req.headers['user-agent'],
      lang: (req.headers['x-lang'] as string | undefined) ?? req.headers['accept-language'],
      requestId: req.id,
      withUserInfo: wants?.userInfo,
      read: wants?.read ? { kind: wants.read, id: readId } : undefined,
    });

  // An empty JSON body means "no input" (tRPC sends one for mutations without input); anything else goes
  // through Fastify's own parser, which refuses __proto__ and constructor.prototype keys.
  const jsonParser = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, undefined);
    return jsonParser(req, body as string, done);
  });

  // Mail clients' one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form.
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  server.setErrorHandler((error: FastifyError, req, reply) => {
    if (replyIfUnavailable(error, req, reply)) return reply;
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) req.log.error({ err: error }, 'request failed');
    const body =
      status === 413
        ? { code: 413, msg: 'Request body too large', result: null, key: 'payloadTooLarge' }
        : status < 500
          ? { code: status, msg: status === 400 ? `Bad request: ${error.message}` : error.message, result: null }
          : toErrorBody(error, 500, req.id);
    return reply.code(status).send(body);
  });

  // Before any route, so every route is measured.
  if (config.metrics)
    await registerMetrics(server, {
      database,
      outbox,
      queues: [mailQueue, mailDeadQueue, digestQueueName, expiryNoticeQueueName],
      port: config.metricsPort,
      host: config.metricsHost,
    });
  registerHealth(server, database, config);
  server.get('/api/health', async () => {
    await database.db.execute('select 1');
    return { code: 200, msg: 'ok', result: { status: 'ok', database: database.kind } };
  });
  await startMailWorkers(deps);
  // Scheduled backups, and the control socket of `quanta backup` when this server holds the PGlite data folder.
  const backups = await startServerBackups({
    config,
    database,
    boss: outbox.boss,
    holdsDataFolder: !options.database,
    log: server.log,
  });
  registerRest(server, makeContext);
  registerOpenApi(server);
  registerQuestionTemplate(server);
  registerCalendarFeed(server, deps);
  await registerUploads(server, {
    store: deps.files,
    tmpDir: join(config.dataDir, 'tmp', 'uploads'),
    makeContext,
    rules: options.uploadRules,
  });
  await registerTrpc(server, {
    prefix: '/trpc',
    router: appRouter,
    createContext: makeContext,
    onError: ({ error, req }) => {
      const unreachable = unreachableCode(error);
      if (unreachable) req.log.warn({ code: unreachable }, 'database unavailable');
      else if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'procedure failed');
    },
  });

  const webDist = config.webDist && existsSync(join(config.webDist, 'index.html')) ? config.webDist : undefined;
  await registerWebApp(server, { webDist, deps, publicUrl: config.publicUrl, schoolName: config.schoolName });
  server.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    return reply.code(404).send({ code: 404, msg: `No such path: ${req.method} ${path}`, result: null });
  });

  return {
    server,
    deps,
    database,
    async close() {
      draining = true;
      await server.close();
      await backups.close();
      await outbox.stop();
      mailer.close();
      await database.close();
    },
  };
}

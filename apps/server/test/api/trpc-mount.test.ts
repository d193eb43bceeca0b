import { appRouter, createContext } from '@quanta/api';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, tokenOf } from '../support/harness';

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'HEAD';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const json = { 'content-type': 'application/json' };
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const paths = [
  'user.getUserInfo',
  'user.getMyClasses',
  `public.getHomeClasses?input=${input({ language: 'en' })}`,
  `public.getHomeClasses?input=${input({ language: 42 })}`,
  'public.getHomeClasses?input=%7Bbad',
  `public.getClassById?input=${input({ id: '00000000-0000-0000-0000-000000000000' })}`,
  'nope.missing',
  'login.authUser',
  `user.getUserInfo,public.getHomeClasses?batch=1&input=${input({ 1: { language: 'en' } })}`,
  'user.getUserInfo,user.getMyClasses?batch=1',
  `user.getUserInfo,nope?batch=1&input=${input({})}`,
  `user.getUserInfo,login.authUser?batch=1&input=${input({})}`,
  `public.getHomeClasses?batch=1&input=${input('x')}`,
  'public.getHomeDetail?connectionParams=%7Bbad',
  `${Array(30).fill('public.getHomeDetail').join(',')}?batch=1`,
  `${Array(30).fill('user.getUserInfo').join(',')},nope?batch=1`,
];

function callsWith(headers: Record<string, string>): Call[] {
  const post = { ...headers, ...json };
  const signIn = (body: string): Call => ({ method: 'POST', path: 'login.authUser', headers: post, body });
  return [
    ...paths.map((path): Call => ({ method: 'GET', path, headers })),
    ...paths.map((path): Call => ({ method: 'POST', path, headers: post, body: '{"0":{"language":"en"}}' })),
    signIn(JSON.stringify({ email: 'nobody@example.com', password: 'nope-nope-nope' })),
    signIn('{bad'),
    signIn('\ufeff{}'),
    { method: 'POST', path: 'login.authUser,login.authUser?batch=1', headers: post, body: '[{"email":"x"},{}]' },
    { method: 'POST', path: 'login.authUser', headers: post },
    { method: 'POST', path: 'login.authUser', headers: { ...headers, 'content-type': 'text/plain' }, body: '{}' },
    {
      method: 'POST',
      path: 'user.endSession',
      headers: { ...post, 'content-type': 'application/json; charset=utf-8' },
    },
    { method: 'PUT', path: 'user.getUserInfo', headers },
    { method: 'HEAD', path: 'user.getUserInfo', headers },
    { method: 'GET', path: 'user.getUserInfo', headers: { ...headers, 'content-type': 'text/plain' } },
    { method: 'GET', path: 'user.getUserInfo?batch=1', headers: { ...headers, 'trpc-accept': 'application/jsonl' } },
  ];
}

describe('the /trpc mount', () => {
  // tRPC's own Fastify adapter, mounted beside it on the same context (under /api/, as the API's headers go), is the reference.
  const t = useTestApp({
    beforeListen: async (app) => {
      await app.server.register(fastifyTRPCPlugin, {
        prefix: '/api/reference',
        trpcOptions: {
          router: appRouter,
          createContext: ({ req }: { req: FastifyRequest }) =>
            createContext(app.deps, {
              authorization: req.headers.authorization,
              ip: req.ip,
              userAgent: req.headers['user-agent'],
              lang: (req.headers['x-lang'] as string | undefined) ?? req.headers['accept-language'],
              requestId: req.id,
            }),
        },
      });
    },
  });

  it("answers every call as tRPC's Fastify adapter does: status, headers and bytes", async () => {
    const student = await tokenOf(t, await buildStudent(t));
    const teacher = await tokenOf(t, await buildTeacher(t));
    const unverified = await tokenOf(t, await buildStudent(t, { emailVerified: false }));
    const callers: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${student}`, 'accept-encoding': 'br, gzip' },
      { authorization: `Bearer ${teacher}`, 'accept-encoding': 'gzip' },
      { authorization: `Bearer ${unverified}` },
      { authorization: 'Bearer nonsense', 'x-lang': 'zh' },
    ];
    const view = (res: Awaited<ReturnType<typeof t.app.server.inject>>, prefix: string) => {
      // A public read's ETag and Cache-Control are the mount's own (test/api/public-etags.test.ts).
      const {
        date: _d,
        'x-request-id': _id,
        'content-length': length,
        etag: _e,
        'cache-control': _c,
        ...headers
      } = res.headers;
      // Fastify's own 404 and URL errors name the path, which differs by the prefix.
      const body = res.body.replace(prefix, '/trpc/').replace(/"requestId":"[^"]*"/, '');
      return {
        status: res.statusCode,
        headers,
        body,
        length: Number(length) - (res.body.includes(prefix) ? prefix.length - 6 : 0),
      };
    };
    let n = 0;
    for (const headers of callers) {
      for (const call of callsWith(headers)) {
        // A client address of its own per call, so sign-in limits count each pair alike.
        const send = (prefix: string) =>
          t.app.server.inject({
            method: call.method,
            url: `${prefix}${call.path}`,
            headers: { ...call.headers, 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
            payload: call.body,
          });
        const ours = await send('/trpc/');
        const theirs = await send('/api/reference/');
        n += 1;
        expect(view(ours, '/trpc/'), `${call.method} ${call.path} ${JSON.stringify(call.headers)}`).toEqual(
          view(theirs, '/api/reference/'),
        );
      }
    }
  }, 60_000);
});

import { type AnyTRPCProcedure, initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callProcedure, type ProcedureCallOptions } from '../src/call-procedure';
import { setOutputChecks } from '../src/presenters/output-check';
import { appRouter } from '../src/root';

interface Ctx {
  user?: string;
  extra?: string;
}
const t = initTRPC.context<Ctx>().meta<{ tag: string }>().create();

const signedIn = t.middleware(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in' });
  return next({ ctx: { extra: `for ${ctx.user}` } });
});
const seenMeta: unknown[] = [];
const recordMeta = t.middleware(({ meta, next }) => {
  seenMeta.push(meta);
  return next();
});

const procedures: Record<string, AnyTRPCProcedure> = {
  echo: t.procedure.input(z.object({ n: z.number() })).query(({ input }) => ({ doubled: input.n * 2 })),
  noInput: t.procedure.query(({ input }) => ({ input: input ?? null })),
  withContext: t.procedure.use(signedIn).query(({ ctx }) => ({ user: ctx.user, extra: ctx.extra })),
  throwsPlain: t.procedure.query(() => {
    throw new Error('boom');
  }),
  twoInputs: t.procedure
    .input(z.object({ a: z.string() }))
    .input(z.object({ b: z.string() }))
    .mutation(({ input }) => input),
  output: t.procedure.output(z.object({ n: z.coerce.number() })).query(() => ({ n: '7' }) as unknown as { n: number }),
  meta: t.procedure
    .meta({ tag: 'tagged' })
    .use(recordMeta)
    .query(() => 'ok'),
  rewritesInput: t.procedure
    .use(({ next }) => next({ input: { n: 5 }, getRawInput: async () => ({ n: 21 }) }))
    .input(z.object({ n: z.number() }))
    .query(({ input }) => input),
  noNext: t.procedure.use((() => undefined) as never).query(() => 'never'),
};

const options = (ctx: Ctx, rawInput: unknown, type: ProcedureCallOptions['type'] = 'query'): ProcedureCallOptions => ({
  ctx,
  path: 'p',
  type,
  getRawInput: async () => rawInput,
  signal: undefined,
  batchIndex: 0,
});

/** The call's outcome: its data, or its error's code, message and cause's message. */
async function outcome(call: () => Promise<unknown>) {
  try {
    return { data: await call() };
  } catch (error) {
    const e = error as TRPCError;
    return { code: e.code, message: e.message, cause: e.cause?.message };
  }
}

describe('callProcedure', () => {
  const cases: [string, Ctx, unknown, ProcedureCallOptions['type']?][] = [
    ['echo', {}, { n: 4 }],
    ['echo', {}, { n: 'four' }],
    ['echo', {}, undefined],
    ['noInput', {}, undefined],
    ['withContext', { user: 'amy' }, undefined],
    ['withContext', {}, undefined],
    ['throwsPlain', {}, undefined],
    ['twoInputs', {}, { a: 'x', b: 'y' }, 'mutation'],
    ['twoInputs', {}, { a: 'x' }, 'mutation'],
    ['output', {}, undefined],
    ['meta', {}, undefined],
    ['rewritesInput', {}, { n: 1 }],
    ['noNext', {}, undefined],
  ];

  it.each(cases)('answers %s as the procedure itself does', async (name, ctx, input, type) => {
    const procedure = procedures[name] as AnyTRPCProcedure;
    const own = await outcome(() =>
      (procedure as unknown as (o: unknown) => Promise<unknown>)(options(ctx, input, type)),
    );
    const ours = await outcome(() => callProcedure(procedure, options(ctx, input, type)));
    expect(ours).toEqual(own);
  });

  it('hands each middleware the meta, and leaves the caller’s context as it was', async () => {
    seenMeta.length = 0;
    const ctx: Ctx = { user: 'amy' };
    await callProcedure(procedures.meta as AnyTRPCProcedure, options(ctx, undefined));
    await callProcedure(procedures.withContext as AnyTRPCProcedure, options(ctx, undefined));
    expect(seenMeta).toEqual([{ tag: 'tagged' }]);
    expect(ctx).toEqual({ user: 'amy' });
  });

  it('finds the chain it walks on every procedure of the app', () => {
    const walk = (record: object): AnyTRPCProcedure[] =>
      Object.values(record).flatMap((v) =>
        typeof v === 'function' ? [v as AnyTRPCProcedure] : v && typeof v === 'object' ? walk(v) : [],
      );
    const all = walk(appRouter._def.record);
    expect(all.length).toBeGreaterThan(100);
    for (const p of all) {
      const middlewares = (p._def as unknown as { middlewares: { _type?: string }[] }).middlewares;
      expect(middlewares.length).toBeGreaterThan(0);
      expect(middlewares.every((m) => typeof m === 'function')).toBe(true);
      // Every procedure declares what it answers (`answers(shape)`).
      expect(middlewares.filter((m) => m._type === 'output')).toHaveLength(1);
    }
  });

  it('skips the output check outright while checks are off (production), and runs it while on', async () => {
    const call = () => callProcedure(procedures.output as AnyTRPCProcedure, options({}, undefined));
    expect(await call()).toEqual({ n: 7 });
    setOutputChecks(false);
    try {
      expect(await call()).toEqual({ n: '7' });
    } finally {
      setOutputChecks(true);
    }
  });
});

import type { AnyTRPCProcedure } from '@trpc/server';
import { getTRPCErrorFromUnknown, TRPCError } from '@trpc/server/unstable-core-do-not-import';
import { outputChecksOn } from './presenters/output-check';

/** What a route hands a procedure: as tRPC's own caller takes it. */
export interface ProcedureCallOptions {
  ctx: unknown;
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  getRawInput: () => Promise<unknown>;
  signal: AbortSignal | undefined;
  batchIndex: number;
}

interface StepOptions extends ProcedureCallOptions {
  input?: unknown;
}

interface NextOptions {
  ctx?: Record<string, unknown>;
  input?: unknown;
  getRawInput?: () => Promise<unknown>;
}

type StepResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };
type Middleware = ((
  opts: StepOptions & { meta: unknown; next: (next?: NextOptions) => Promise<StepResult> },
) => Promise<StepResult | undefined>) & { _type?: string };

interface ProcedureDef {
  middlewares: Middleware[];
  meta: unknown;
}

/** One middleware of the chain, and through `next` the ones after it (tRPC's `callRecursive`). */
async function step(index: number, def: ProcedureDef, opts: StepOptions): Promise<StepResult | undefined> {
  try {
    const middleware = def.middlewares[index] as Middleware;
    // The check of the answer against its declared shape (`answers`) is skipped outright while checks are off.
    if (middleware._type === 'output' && !outputChecksOn()) return await step(index + 1, def, opts);
    return await middleware({
      ...opts,
      meta: def.meta,
      input: opts.input,
      next: (next?: NextOptions) =>
        step(index + 1, def, {
          ...opts,
          ctx: next?.ctx ? { ...(opts.ctx as object), ...next.ctx } : opts.ctx,
          input: next && 'input' in next ? next.input : opts.input,
          getRawInput: next?.getRawInput ?? opts.getRawInput,
        }) as Promise<StepResult>,
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause) };
  }
}

/**
 * Calls a procedure as calling it does (`procedure(opts)`): its middlewares in order, each `next` handing
 * on the context, input and raw input, a throw becoming the call's error. tRPC copies the options at each
 * step with its bundled object-spread helper, which defines every property one by one; here they are
 * copied with the language's spread, a few per cent of a request's time on the routes that serve calls.
 * The same chain (`_def.middlewares`: the builder's middlewares, input parsers, then the resolver).
 */
export async function callProcedure(procedure: AnyTRPCProcedure, opts: ProcedureCallOptions): Promise<unknown> {
  const result = await step(0, procedure._def as unknown as ProcedureDef, opts);
  if (!result) {
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'No result from middlewares - did you forget to `return next()`?',
    });
  }
  if (!result.ok) throw result.error;
  return result.data;
}

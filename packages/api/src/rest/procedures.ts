import type { AnyTRPCProcedure } from '@trpc/server';
import type { z } from 'zod';
import type { Answers } from '../presenters/output-check';
import { appRouter } from '../root';
import type { ProcedureMeta } from '../trpc';
import type { ProcedurePath } from './routes';

/** tRPC keeps every procedure of a router under its dotted path as well as in the nested record. */
const byPath = appRouter._def.procedures as unknown as Record<ProcedurePath, AnyTRPCProcedure | undefined>;

/** The procedure a route names (the type check already refuses a path the router does not have). */
export function procedureAt(path: ProcedurePath): AnyTRPCProcedure {
  const procedure = byPath[path];
  if (!procedure) throw new Error(`No procedure ${path}`);
  return procedure;
}

/**
 * What the procedure's builder admits (`meta.access`), its zod input when it takes one, and the shape it
 * declares it answers (`answers(…)`).
 */
export function procedureInfo(path: ProcedurePath): { meta?: ProcedureMeta; input?: unknown; output?: z.ZodType } {
  const def = procedureAt(path)._def as { meta?: ProcedureMeta; inputs: unknown[]; output?: Partial<Answers<unknown>> };
  return { meta: def.meta, input: def.inputs[0], output: def.output?.shape };
}

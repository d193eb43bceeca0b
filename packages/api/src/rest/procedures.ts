import type { AnyTRPCProcedure } from '@trpc/server';
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

/** What the procedure's builder admits (`meta.access`), and its zod input when it takes one. */
export function procedureInfo(path: ProcedurePath): { meta?: ProcedureMeta; input?: unknown } {
  const def = procedureAt(path)._def as { meta?: ProcedureMeta; inputs: unknown[] };
  return { meta: def.meta, input: def.inputs[0] };
}

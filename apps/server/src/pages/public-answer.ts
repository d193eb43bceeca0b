import { callProcedure, createContext, type Deps, type ProcedurePath, procedureAt, stringifyJson } from '@quanta/api';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { PublicAnswer } from './serve-page';

/** A refusal of a page's query, with the status the API would have answered. */
class QueryRefused extends Error {
  constructor(readonly status: number) {
    super(`The page's query was refused (${status})`);
  }
}

/**
 * A server-rendered page's query: its `public.*` procedure called as a signed-out visitor's request would
 * (whatever the page request carries: a page is rendered as the public sees it), answered as the wire
 * carries it (the API's JSON, read back), or refused with the API's status.
 */
export function publicAnswer(deps: Deps): PublicAnswer {
  return async (req, lang, path, input) => {
    if (!path.startsWith('public.')) throw new QueryRefused(403);
    const ctx = await createContext(deps, {
      ip: req.ip,
      userAgent: req.headers['user-agent'],
      lang,
      requestId: req.id,
    });
    try {
      const result = await callProcedure(procedureAt(path as ProcedurePath), {
        ctx,
        path,
        type: 'query',
        getRawInput: async () => input,
        signal: undefined,
        batchIndex: 0,
      });
      return JSON.parse(stringifyJson(result) as string);
    } catch (error) {
      const status = error instanceof Error && 'code' in error ? getHTTPStatusCodeFromError(error as never) : 500;
      if (status >= 500) throw error;
      throw new QueryRefused(status);
    }
  };
}

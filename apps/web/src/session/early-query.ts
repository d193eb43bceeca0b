import type { AppRouter } from '@quanta/api';
import type { inferRouterInputs } from '@trpc/server';

/** A query the page's loader (`route-preload.ts`) sent before the entry ran, for the opened screen. */
interface SentQuery {
  url: string;
  /** The authorization header it was sent with, if any. */
  auth?: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __earlyQuery?: SentQuery;
  }
}

/**
 * The tRPC client's fetch: the first request with the early query's URL and token gets its response (once);
 * every other request, and that one made again, goes to the network.
 */
export function fetchWithEarly(url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = window.__earlyQuery;
  const auth = (init?.headers as Record<string, string> | undefined)?.authorization;
  if (early && String(url) === early.url && auth === early.auth && !init?.signal?.aborted) {
    window.__earlyQuery = undefined;
    return early.response;
  }
  return fetch(url, init);
}

type Procedures = AppRouter['_def']['record'];

/** A query procedure of the API, as the tRPC client names it in a URL: `public.getClassById`. */
export type QueryPath = {
  [A in keyof Procedures & string]: {
    [P in keyof Procedures[A] & string]: Procedures[A][P] extends { _def: { type: 'query' } } ? `${A}.${P}` : never;
  }[keyof Procedures[A] & string];
}[keyof Procedures & string];

type Inputs = inferRouterInputs<AppRouter>;
type InputOf<P> = P extends `${infer A extends keyof Inputs & string}.${infer Q}`
  ? Q extends keyof Inputs[A]
    ? Inputs[A][Q]
    : never
  : never;

/** In an early query's input: the route's path parameter `name`, decoded from the opened path. */
export interface PathParam {
  readonly pathParam: string;
}

/** In an early query's input: the page's language, `en` or `zh`, as the client sends it. */
export interface PageLanguage {
  readonly pageLanguage: true;
}

export const pathParam = (name: string): PathParam => ({ pathParam: name });
export const pageLanguage: PageLanguage = { pageLanguage: true };

/** An input as declared for an early query: the procedure's input, where any value may be a placeholder. */
type Template<T> = T extends object ? { [K in keyof T]: Template<T[K]> } : T | PathParam | PageLanguage;

/**
 * The request a screen's first render waits for, declared on its route (`staticData.earlyQuery`): the page's
 * loader sends it, with the client's URL and headers, while the entry downloads, and the client takes its
 * response instead of asking again (`fetchWithEarly`).
 */
export interface EarlyQuery {
  /** The queries the first render asks for, in the order the client batches them. */
  procedures: readonly QueryPath[];
  /** Their inputs by position; a missing one is sent as none. */
  inputs: readonly unknown[];
  /** Sent only with a stored sign-in. */
  signedIn: boolean;
}

/** An early query whose procedure names and inputs are checked against the API's router. */
export const earlyQuery = <const P extends readonly QueryPath[]>(query: {
  procedures: P;
  inputs?: { [K in keyof P]?: Template<InputOf<P[K]>> };
  signedIn: boolean;
}): EarlyQuery => ({ procedures: query.procedures, inputs: query.inputs ?? [], signedIn: query.signedIn });

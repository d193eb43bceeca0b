/** A query the page's loader (`routePreload.ts`) sent before the entry ran, for the opened screen. */
interface EarlyQuery {
  url: string;
  /** The authorization header it was sent with, if any. */
  auth?: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __earlyQuery?: EarlyQuery;
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

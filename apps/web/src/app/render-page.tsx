import type { Writable } from 'node:stream';
import type { Language } from '@quanta/validators';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { type AnyRoute, createMemoryHistory } from '@tanstack/react-router';
import { getQueryKey } from '@trpc/react-query';
import { parseHTML } from 'linkedom';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { serverI18n } from '../i18n/server';
import { renderMath, typesetHtml } from '../richtext/typeset';
import { typesetOnServer } from '../richtext/use-formulas';
import type { EarlyQuery } from '../session/early-query';
import { trpc } from '../session/trpc';
import { Providers } from './Providers';
import { makeRouter } from './router';
import { type ServerState, serverStateScript } from './server-state';

/**
 * The server's rendering of the public screens (built with `vite build --ssr` into `dist-server/`, loaded by
 * the server's page routes): a screen whose route is marked `serverRendered`, or the not-found screen, is
 * rendered with React's streaming renderer in the language asked for, its early query answered by the
 * server's procedures and carried in the page for the browser to hydrate with.
 */

// Formulas are typeset here, so a page shows them from its first paint and the browser loads no KaTeX for them.
typesetOnServer({
  renderMath,
  typesetHtml: (html) =>
    typesetHtml(html, (markup) => parseHTML(`<!doctype html><html><body>${markup}</body></html>`).document.body),
});

/** Answers a query procedure (`public.getClassById`) as the public would get it; rejects with `{ status }`. */
export type AnswerQuery = (path: string, input: unknown) => Promise<unknown>;

export interface RenderedPage {
  /** 404 when no screen matched or the screen's record is unknown. */
  status: 200 | 404;
  /** The screen's route (`/class/$id`), or `''` for the not-found screen. */
  route: string;
  /** The screen's name in the page's language (`staticData.title`), for the page's `<title>`; none on the home page. */
  title?: string;
  /** The screen's query answers by procedure path. */
  answers: Record<string, unknown>;
  /** The script element the browser hydrates with (`server-state.ts`). */
  stateScript: string;
  /** Writes the screen's markup (what goes in `<div id="root">`), then ends nothing: the caller ends its stream. */
  pipe(into: Writable): void;
}

const placeholder = (value: unknown, params: Record<string, string>, lang: Language): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  if ('pathParam' in value) return params[String(value.pathParam)];
  if ('pageLanguage' in value) return lang;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, placeholder(field, params, lang)]));
};

/** A plain refusal in place of the client's error: what the screens read of one (`data.httpStatus`). */
const refusal = (status: number) => ({ message: 'Not found', data: { httpStatus: status, code: 'NOT_FOUND' } });

/** Answers the screen's early query into the query cache, as the browser's client would have stored them. */
async function answerQueries(
  query: EarlyQuery,
  params: Record<string, string>,
  lang: Language,
  answer: AnswerQuery,
  queryClient: QueryClient,
) {
  const answers: Record<string, unknown> = {};
  let missing = false;
  await Promise.all(
    query.procedures.map(async (path, at) => {
      const input = placeholder(query.inputs[at], params, lang);
      const procedure = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], trpc);
      const queryKey = getQueryKey(procedure as Parameters<typeof getQueryKey>[0], input as never, 'query');
      try {
        const data = await answer(path, input);
        answers[path] = data;
        queryClient.setQueryData(queryKey, data);
      } catch (error) {
        const status = (error as { status?: number }).status;
        // An unknown record (or an id that cannot be one): the screen shows its not-found state, and the
        // page answers 404. Any other failure leaves the query to the browser.
        if (status !== 404 && status !== 400) return;
        missing = true;
        const cached = queryClient.getQueryCache().build(queryClient, { queryKey });
        cached.setState({ status: 'error', error: refusal(404) as unknown as Error, fetchStatus: 'idle' });
      }
    }),
  );
  return { answers, missing };
}

/**
 * Renders the page at `url` (path and query) in `lang`, or answers undefined when the path is a screen the
 * browser renders (signed-in screens, forms).
 */
export async function renderPage({
  url,
  lang,
  answer,
}: {
  url: string;
  lang: Language;
  answer: AnswerQuery;
}): Promise<RenderedPage | undefined> {
  const router = makeRouter(createMemoryHistory({ initialEntries: [url] }));
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const [, params, found] = router.getMatchedRoutes(pathname);
  if (found && !found.options.staticData?.serverRendered) return undefined;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const early = found?.options.staticData?.earlyQuery;
  const { answers, missing } = early
    ? await answerQueries(early, params, lang, answer, queryClient)
    : { answers: {}, missing: false };
  const [i18n] = await Promise.all([serverI18n(lang), router.load()]);
  const state: ServerState = { lang, queries: dehydrate(queryClient, { shouldDehydrateQuery: () => true }) };
  const element = (
    <I18nextProvider i18n={i18n}>
      <Providers router={router} queryClient={queryClient} />
    </I18nextProvider>
  );
  // The whole screen before the first byte: its data is here and its code loaded, so nothing waits but the
  // render itself, and a crawler gets the whole markup.
  const stream = await new Promise<{ pipe: (into: Writable) => void }>((resolve, reject) => {
    const rendering = renderToPipeableStream(element, {
      // Every part in place, none sent after its fallback with an inline script to swap it in: the pages'
      // policy allows scripts from this origin only, and the whole screen is written at once anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolve(rendering),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
  });
  const titleKey = found?.options.staticData?.title;
  return {
    status: found && !missing ? 200 : 404,
    route: found?.fullPath ?? '',
    title: titleKey && i18n.t(titleKey),
    answers,
    stateScript: serverStateScript(state),
    pipe: (into) => stream.pipe(into),
  };
}

/** The first path segment of each screen behind a sign-in guard, or its static start where a public screen shares it. */
export function signedInAreas(): string[] {
  const router = makeRouter(createMemoryHistory());
  const routes = (Object.values(router.routesById) as AnyRoute[]).filter(
    (route) => !route.isRoot && route.fullPath !== '/',
  );
  const guarded = (route: AnyRoute) => Boolean(route.options.beforeLoad);
  const areas = new Set<string>();
  for (const route of routes.filter(guarded)) {
    const segments = String(route.fullPath).split('/').filter(Boolean);
    const first = `/${segments[0]}`;
    const sharing = routes.filter((r) => String(r.fullPath) === first || String(r.fullPath).startsWith(`${first}/`));
    if (sharing.every(guarded)) {
      areas.add(segments.length > 1 ? `${first}/` : first);
      continue;
    }
    const firstParam = segments.findIndex((s) => s.startsWith('$'));
    const fixed = firstParam < 0 ? segments : segments.slice(0, firstParam);
    areas.add(`/${fixed.join('/')}${fixed.length < segments.length ? '/' : ''}`);
  }
  return [...areas].sort();
}

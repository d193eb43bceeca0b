import type { AnyRoute } from '@tanstack/react-router';
import type { EarlyQuery, PageLanguage, PathParam } from '../session/early-query';
import { getRouter } from './router';

/** A screen the page's loader (`route-preload.ts`) prepares for while the entry downloads. */
export interface PreloadRoute {
  /** The route's full path, `/class/$id`. */
  path: string;
  /** What the loader tests the opened path (without trailing slashes) against. */
  pattern: string;
  /** Loads the route's lazy screen module. */
  loadScreen: () => Promise<unknown>;
  /** The request the loader sends for the screen: its path pattern, whose groups are the path's parameters. */
  early?: { pattern: string; signedIn: boolean; query: string };
}

const parameters = (path: string) => path.split('/').filter((part) => part.startsWith('$'));

/** `/class/$id` → `^/class/[^/]+$`, or with `capture` `^/class/([^/]+)$`. */
export const pathPattern = (path: string, capture = false) =>
  `^${path
    .split('/')
    .map((part) =>
      part.startsWith('$') ? (capture ? '([^/]+)' : '[^/]+') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')}$`;

const isPathParam = (value: unknown): value is PathParam =>
  typeof value === 'object' && value !== null && 'pathParam' in value;
const isLanguage = (value: unknown): value is PageLanguage =>
  typeof value === 'object' && value !== null && 'pageLanguage' in value;

/**
 * A JavaScript expression of an input: a path parameter reads the match `m` (`m[1]` is the first), the language
 * is `n`, anything else is itself.
 */
function inputSource(value: unknown, params: string[]): string {
  if (isPathParam(value)) {
    const at = params.indexOf(`$${value.pathParam}`);
    if (at < 0) throw new Error(`The early query reads $${value.pathParam}, which its route's path lacks`);
    return `decodeURIComponent(m[${at + 1}])`;
  }
  if (isLanguage(value)) return 'n';
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const fields = Object.entries(value).filter(([, field]) => field !== undefined);
  return `{${fields.map(([key, field]) => `${/^\w+$/.test(key) ? key : JSON.stringify(key)}:${inputSource(field, params)}`).join(',')}}`;
}

const hasPlaceholder = (value: unknown): boolean =>
  isPathParam(value) ||
  isLanguage(value) ||
  (typeof value === 'object' && value !== null && Object.values(value).some(hasPlaceholder));

/**
 * The early query's request path after `/trpc/`, as a JavaScript expression of the path's match `m` and the
 * language `n`: the procedures batched as the tRPC client batches them, inputs keyed by position.
 */
export function earlyQuerySource(query: EarlyQuery, path: string): string {
  const inputs = Object.fromEntries(
    query.inputs.map((input, at) => [at, input]).filter(([, input]) => input !== undefined),
  );
  const prefix = `${query.procedures.join(',')}?batch=1&input=`;
  if (!hasPlaceholder(inputs)) return JSON.stringify(prefix + encodeURIComponent(JSON.stringify(inputs)));
  return `${JSON.stringify(prefix)}+encodeURIComponent(JSON.stringify(${inputSource(inputs, parameters(path))}))`;
}

/** Static paths before those with parameters, as the router ranks them. */
const byParameters = (a: PreloadRoute, b: PreloadRoute) =>
  parameters(a.path).length - parameters(b.path).length || a.path.localeCompare(b.path);

/** The router's routes with a lazy screen, in the order the loader tests them. */
export function preloadTable(): PreloadRoute[] {
  const routes: PreloadRoute[] = [];
  for (const route of Object.values(getRouter().routesById) as AnyRoute[]) {
    const loadScreen = (route.options.component as { preload?: () => Promise<unknown> } | undefined)?.preload;
    if (route.isRoot || !loadScreen) continue;
    const path: string = route.fullPath;
    const early = route.options.staticData?.earlyQuery;
    routes.push({
      path,
      pattern: pathPattern(path),
      loadScreen,
      early: early && {
        pattern: pathPattern(path, true),
        signedIn: early.signedIn,
        query: earlyQuerySource(early, path),
      },
    });
  }
  return routes.sort(byParameters);
}

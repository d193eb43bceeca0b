import { createRootRoute } from '@tanstack/react-router';
import { AppLayout } from '../layout/AppLayout';
import { NotFound } from './NotFound';

/** The layout route every screen hangs under; each area's `routes.ts` builds its routes on it. */
export const rootRoute = createRootRoute({ component: AppLayout, notFoundComponent: NotFound });

/** `?redirect=/path` of the sign-in screens. */
export interface RedirectSearch {
  redirect?: string;
}

export const redirectSearch = (search: Record<string, unknown>): RedirectSearch =>
  typeof search.redirect === 'string' && search.redirect ? { redirect: search.redirect } : {};

export const childOf = <TPath extends string>(path: TPath) => ({ getParentRoute: () => rootRoute, path });

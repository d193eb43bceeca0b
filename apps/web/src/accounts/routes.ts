import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf, redirectSearch } from '../app/root-route';
import { requireSignedIn } from '../session/guards';

export const accountRoutes = [
  createRoute({
    ...childOf('/login'),
    validateSearch: redirectSearch,
    component: lazyRouteComponent(() => import('./Login'), 'Login'),
  }),
  createRoute({
    ...childOf('/register'),
    validateSearch: redirectSearch,
    component: lazyRouteComponent(() => import('./Register'), 'Register'),
  }),
  createRoute({ ...childOf('/verify'), component: lazyRouteComponent(() => import('./Verify'), 'Verify') }),
  createRoute({
    ...childOf('/resetPassword'),
    component: lazyRouteComponent(() => import('./ResetPassword'), 'ResetPassword'),
  }),
  createRoute({
    ...childOf('/profile'),
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./Profile'), 'Profile'),
  }),
] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf, redirectSearch } from '../app/root-route';
import { requireSignedIn } from '../session/guards';

export const accountRoutes = [
  createRoute({
    ...childOf('/login'),
    staticData: { title: 'login.title' },
    validateSearch: redirectSearch,
    component: lazyRouteComponent(() => import('./Login'), 'Login'),
  }),
  createRoute({
    ...childOf('/register'),
    staticData: { title: 'register.title' },
    validateSearch: redirectSearch,
    component: lazyRouteComponent(() => import('./Register'), 'Register'),
  }),
  createRoute({
    ...childOf('/verify'),
    staticData: { title: 'verify.title' },
    component: lazyRouteComponent(() => import('./Verify'), 'Verify'),
  }),
  createRoute({
    ...childOf('/resetPassword'),
    staticData: { title: 'reset.title' },
    component: lazyRouteComponent(() => import('./ResetPassword'), 'ResetPassword'),
  }),
  createRoute({
    ...childOf('/profile'),
    staticData: { title: 'profile.title' },
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./Profile'), 'Profile'),
  }),
] as const;

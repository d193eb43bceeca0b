import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';

export const accessibilityRoutes = [
  createRoute({
    ...childOf('/accessibility'),
    staticData: { title: 'accessibility.title', serverRendered: true },
    component: lazyRouteComponent(() => import('./AccessibilityStatement'), 'AccessibilityStatement'),
  }),
] as const;

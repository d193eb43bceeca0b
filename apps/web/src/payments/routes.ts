import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireAdmin, requireSignedIn } from '../session/guards';

/** `?session_id=…`: the checkout Stripe sends the payer back from (it fills in `{CHECKOUT_SESSION_ID}`). */
export interface CheckoutSearch {
  session_id: string;
}

const checkoutSearch = (search: Record<string, unknown>): CheckoutSearch => ({
  session_id: typeof search.session_id === 'string' ? search.session_id.slice(0, 255) : '',
});

export const paymentRoutes = [
  createRoute({
    ...childOf('/payments/checkout'),
    staticData: { title: 'payments.checkout.title' },
    beforeLoad: requireSignedIn,
    validateSearch: checkoutSearch,
    component: lazyRouteComponent(() => import('./CheckoutReturn'), 'CheckoutReturn'),
  }),
  createRoute({
    ...childOf('/payments'),
    staticData: { title: 'payments.history.title' },
    beforeLoad: requireSignedIn,
    component: lazyRouteComponent(() => import('./PaymentHistory'), 'PaymentHistory'),
  }),
  createRoute({
    ...childOf('/admin/finance'),
    staticData: { title: 'payments.finance.title' },
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./Finance'), 'Finance'),
  }),
] as const;

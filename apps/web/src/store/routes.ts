import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { childOf } from '../app/root-route';
import { requireAdmin } from '../session/guards';

/** `?qty=n` of /cart/{id}: a whole number, read leniently (the cart keeps it between 1 and the stock). */
export interface CartSearch {
  qty?: number;
}

const cartSearch = (search: Record<string, unknown>): CartSearch => {
  const qty = Number(search.qty);
  return Number.isFinite(qty) && qty > 0 ? { qty: Math.floor(qty) } : {};
};

export const storeRoutes = [
  createRoute({
    ...childOf('/admin/productlist'),
    staticData: { title: 'store.list.title' },
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./ProductList'), 'ProductList'),
  }),
  createRoute({
    ...childOf('/admin/product/$id/edit'),
    staticData: { title: 'store.edit.title' },
    beforeLoad: requireAdmin,
    component: lazyRouteComponent(() => import('./ProductEdit'), 'ProductEdit'),
  }),
  createRoute({
    ...childOf('/product/$id'),
    staticData: { title: 'screens.product' },
    component: lazyRouteComponent(() => import('./ProductPage'), 'ProductPage'),
  }),
  createRoute({
    ...childOf('/cart/$id'),
    staticData: { title: 'store.cart.title' },
    validateSearch: cartSearch,
    component: lazyRouteComponent(() => import('./Cart'), 'Cart'),
  }),
  createRoute({
    ...childOf('/cart'),
    staticData: { title: 'store.cart.title' },
    component: lazyRouteComponent(() => import('./Cart'), 'Cart'),
  }),
] as const;

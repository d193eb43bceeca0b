import { useSyncExternalStore } from 'react';
import { type CartItem, getCart, saveCart, subscribeCart, withItem, withoutItem } from './cart';

/** The cart in local storage, re-rendering when it changes (in this tab or another). */
export function useCart() {
  const items = useSyncExternalStore(subscribeCart, getCart);
  return {
    items,
    put: (item: CartItem) => saveCart(withItem(getCart(), item)),
    remove: (product: string) => saveCart(withoutItem(getCart(), product)),
  };
}

import { clampQuantity } from '@quanta/validators';

/** One line of the cart, as kept in local storage (key `cartItems`). */
export interface CartItem {
  product: string;
  name: string;
  image: string;
  price: number;
  countInStock: number;
  qty: number;
}

const key = 'cartItems';
const listeners = new Set<() => void>();
let cached: { raw: string | null; items: CartItem[] } | null = null;

const isItem = (v: unknown): v is CartItem => {
  const i = v as CartItem;
  return (
    !!i &&
    typeof i.product === 'string' &&
    typeof i.name === 'string' &&
    typeof i.image === 'string' &&
    typeof i.price === 'number' &&
    typeof i.countInStock === 'number' &&
    typeof i.qty === 'number'
  );
};

/** Reads the stored cart; anything malformed in storage is dropped rather than trusted. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isItem) : [];
  } catch {
    return [];
  }
}

/** Adds a product or sets its quantity (1 to its stock); a product out of stock leaves the cart. */
export function withItem(items: CartItem[], item: CartItem): CartItem[] {
  const qty = clampQuantity(item.qty, item.countInStock);
  const rest = items.filter((i) => i.product !== item.product);
  if (qty === 0) return rest;
  const at = items.findIndex((i) => i.product === item.product);
  const next = { ...item, qty };
  if (at === -1) return [...items, next];
  return items.map((i) => (i.product === item.product ? next : i));
}

export const withoutItem = (items: CartItem[], product: string) => items.filter((i) => i.product !== product);

/** The number of pieces and their price, to the cent. */
export function subtotal(items: CartItem[]): { count: number; price: number } {
  const count = items.reduce((n, i) => n + i.qty, 0);
  const cents = items.reduce((n, i) => n + Math.round(i.price * 100) * i.qty, 0);
  return { count, price: cents / 100 };
}

export function getCart(): CartItem[] {
  const raw = localStorage.getItem(key);
  if (cached?.raw !== raw) cached = { raw, items: parseCart(raw) };
  return cached.items;
}

export function saveCart(items: CartItem[]) {
  localStorage.setItem(key, JSON.stringify(items));
  for (const listener of listeners) listener();
}

export function subscribeCart(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

import { describe, expect, it } from 'vitest';
import { type CartItem, parseCart, subtotal, withItem, withoutItem } from './cart';

const kit: CartItem = { product: 'a', name: 'Kit', image: '', price: 19.99, countInStock: 5, qty: 2 };
const book: CartItem = { product: 'b', name: 'Book', image: '', price: 0.1, countInStock: 40, qty: 3 };

describe('cart', () => {
  it('adds a product once and changes its quantity in place', () => {
    const cart = withItem(withItem([], kit), book);
    expect(cart.map((i) => i.product)).toEqual(['a', 'b']);
    const changed = withItem(cart, { ...kit, qty: 4 });
    expect(changed.map((i) => [i.product, i.qty])).toEqual([
      ['a', 4],
      ['b', 3],
    ]);
  });

  it('keeps the quantity between 1 and the stock, and drops a product out of stock', () => {
    expect(withItem([], { ...kit, qty: 99 })[0]?.qty).toBe(5);
    expect(withItem([], { ...kit, qty: 0 })[0]?.qty).toBe(1);
    expect(withItem([], { ...kit, qty: Number.NaN })[0]?.qty).toBe(1);
    expect(withItem([kit], { ...kit, countInStock: 0 })).toEqual([]);
  });

  it('adds up pieces and price to the cent', () => {
    expect(subtotal([kit, book])).toEqual({ count: 5, price: 40.28 });
    expect(subtotal(withoutItem([kit, book], 'a'))).toEqual({ count: 3, price: 0.3 });
  });

  it('ignores malformed storage', () => {
    expect(parseCart('{')).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    expect(parseCart(JSON.stringify([kit, { product: 1 }]))).toEqual([kit]);
  });
});

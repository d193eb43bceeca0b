import { products } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tinyPng } from '../support/files';
import { buildAdmin, buildStudent, PASSWORD } from '../support/harness';
import { newPage, shows, signIn, useBrowserTest } from './browser';

describe('the storefront in the browser', () => {
  const env = useBrowserTest();

  it('an admin creates and edits a product; a student reviews it and puts two in the cart; a broken token signs out', async () => {
    const { t, browser } = env;
    const admin = await buildAdmin(t, { name: 'Ada Admin' });
    const student = await buildStudent(t, { name: 'Sally Student' });

    // The admin opens Products from the header's admin menu and creates a product with a picture.
    const page = await newPage(browser, t);
    await signIn(page, admin.email, PASSWORD);
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Products' }).click();
    await page.waitForURL(/\/admin\/productlist$/);
    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.waitForURL(/\/admin\/product\/.+\/edit/);
    const id = new URL(page.url()).pathname.split('/')[3]!;
    await shows(page.getByRole('heading', { name: 'Edit Product' }));
    await expect.poll(() => page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('New product');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Pendulum Lab Kit');
    await page.getByLabel('Price', { exact: true }).fill('24.5');
    await page.getByLabel('Count In Stock', { exact: true }).fill('6');
    await page.getByLabel('Brand', { exact: true }).fill('Quanta Labs');
    await page.getByLabel('Category', { exact: true }).fill('Lab kits');
    await page.getByLabel('Description', { exact: true }).fill('A bob, a string and a stopwatch.');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await (await chooser).setFiles({ name: 'pendulum.png', mimeType: 'image/png', buffer: tinyPng });
    await shows(page.getByRole('img', { name: 'Product image preview' }));
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(/\/admin\/productlist$/);
    const row = page.getByRole('row', { name: /Pendulum Lab Kit/ });
    await shows(row.getByRole('cell', { name: '24.50' }));

    // It edits the product again: a new price.
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/admin\/product\/.+\/edit/);
    await expect.poll(() => page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Pendulum Lab Kit');
    await page.getByLabel('Price', { exact: true }).fill('19.99');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(/\/admin\/productlist$/);
    await shows(page.getByRole('row', { name: /Pendulum Lab Kit/ }).getByRole('cell', { name: '19.99' }));
    const [stored] = await t.app.deps.db.select().from(products).where(eq(products.id, id));
    expect(stored).toMatchObject({ name: 'Pendulum Lab Kit', priceMinor: 1999, countInStock: 6, brand: 'Quanta Labs' });
    expect(stored?.image).toMatch(/^\/uploads\/.+\.png$/);

    // A student reviews it.
    const shopper = await newPage(browser, t);
    await signIn(shopper, student.email, PASSWORD);
    await shopper.goto(`/product/${id}`);
    await shows(shopper.getByRole('heading', { name: 'Pendulum Lab Kit' }));
    await shows(shopper.getByRole('img', { name: 'Pendulum Lab Kit' }));
    await shows(shopper.getByText('In Stock'));
    await shows(shopper.getByText('No Reviews'));
    await shopper.getByRole('textbox', { name: 'Rating' }).click();
    await shopper.getByRole('option', { name: '5 - Excellent' }).click();
    await shopper.getByLabel('Comment').fill('Swings just right.');
    await shopper.getByRole('button', { name: 'Submit' }).click();
    await shows(shopper.getByText('Review submitted successfully'));
    await shows(shopper.getByRole('article', { name: 'Sally Student' }).getByText('Swings just right.'));
    await shows(shopper.getByText('Reviews: 1'));
    await shows(shopper.getByText('You have reviewed this product. Thank you!'));

    // Two in the cart.
    await shopper.getByLabel('Qty').fill('2');
    await shopper.getByRole('button', { name: 'Add To Cart' }).click();
    await shopper.waitForURL(new RegExp(`/cart/${id}\\?qty=2$`));
    const line = shopper.getByRole('article', { name: 'Pendulum Lab Kit' });
    await expect.poll(() => line.getByLabel('Quantity of Pendulum Lab Kit').inputValue()).toBe('2');
    await shows(shopper.getByText('Subtotal (2) items'));
    await expect.poll(() => shopper.getByTestId('cart-subtotal').textContent()).toBe('39.98');
    const cart = JSON.parse((await shopper.evaluate(() => localStorage.getItem('cartItems'))) ?? '[]');
    expect(cart).toEqual([expect.objectContaining({ product: id, qty: 2, price: 19.99 })]);

    // The stored token breaks: the next storefront call answers 'Not authorized, token failed' and signs out.
    await shopper.evaluate(() => {
      const info = JSON.parse(localStorage.getItem('userInfo') ?? '{}');
      localStorage.setItem('userInfo', JSON.stringify({ ...info, token: `${info.token}broken` }));
    });
    const refused = shopper.waitForResponse((r) => r.url().includes('public.getProductById') && r.status() === 401);
    await line.getByRole('link', { name: 'Pendulum Lab Kit' }).click();
    expect(await (await refused).text()).toContain('Not authorized, token failed');
    await shopper.waitForURL(/\/login/);
    await shows(shopper.getByRole('button', { name: 'Sign In' }));
    expect(await shopper.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  });
});

import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildClass } from '../support/factories/enrolment';
import { buildParentOf, buildStudent, buildTeacher, PASSWORD } from '../support/harness';
import { type StripeStandIn, startStripeStandIn } from '../support/stripe-stand-in';
import { fitsWidth, newPage, phone, shows, signIn, useBrowserTest } from './browser';

/** The text of every page of a PDF, as a reader extracts it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

describe('paying online in the browser', () => {
  let stripe: StripeStandIn | undefined;
  const env = useBrowserTest(async () => {
    stripe = await startStripeStandIn();
    return { ownPublicUrl: true, config: { stripe: stripe.config } };
  });
  afterAll(async () => {
    await stripe?.close();
  });

  it('a parent pays with Alipay in Chinese, comes back to the receipt, and the child is enrolled', async () => {
    const { t, browser } = env;
    if (!stripe) throw new Error('the Stripe stand-in did not start');
    stripe.webhookUrl = `${t.url}/api/payments/stripe/webhook`;
    const teacher = await buildTeacher(t, { name: '王老师' });
    const klass = await buildClass(t, teacher, { name: '初中数学提高班', priceMinor: 18_000 });
    const child = await buildStudent(t, { name: '陈小明' });
    const parent = await buildParentOf(t, child);

    const page = await newPage(browser, t, phone);
    await signIn(page, parent.email, PASSWORD);
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.goto(`/classRegister/${klass.id}`);
    const row = page.getByRole('row', { name: /陈小明/ });
    await row.getByRole('button', { name: '报名' }).click();
    await fitsWidth(page);
    await row.getByRole('button', { name: '在线支付' }).click();

    // Stripe's page (the stand-in's): the payer chooses Alipay and is sent back to Quanta.
    await page.getByRole('link', { name: 'Pay with alipay' }).click();
    await page.waitForURL(/\/payments\/checkout\?session_id=cs_/);
    await shows(page.getByText('已收到付款'));
    await shows(page.getByTestId('checkout-receipt-number'));
    expect(await page.getByTestId('checkout-amount').textContent()).toContain('180.00');
    await fitsWidth(page);

    // What Stripe was asked for came from the class, not the browser.
    const created = stripe.calls.find((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions');
    expect(created?.params).toMatchObject({
      line_items: [{ price_data: { unit_amount: '18000', currency: 'usd' } }],
      locale: 'zh',
    });

    // The receipt downloads as a PDF holding the names in Chinese.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载收据' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('receipt-1.pdf');
    const text = await pdfText(new Uint8Array(await readFile((await file.path()) as string)));
    expect(text).toContain('陈小明');
    expect(text).toContain('初中数学提高班');
    expect(text).toContain('支付宝');

    // Back on the class's page, the child is enrolled; the history shows the payment.
    await page.getByRole('link', { name: '返回课程' }).click();
    await shows(row.getByRole('button', { name: '已入班' }));
    await page.goto('/payments');
    await shows(page.getByText('初中数学提高班'));
    await shows(page.getByText('已付款'));
    await fitsWidth(page);
  });
});

import { createTokenService, seedDemo } from '@quanta/api';
import { productReviews, products, sessions } from '@quanta/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { tinyPng } from '../support/files';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';

const fullProduct = {
  name: 'Optics Bench',
  price: 79.5,
  image: '',
  brand: 'Quanta Labs',
  category: 'Lab kits',
  description: 'Lenses, a screen and a light source.',
  countInStock: 7,
};

describe('storefront: products, reviews and the product picture upload', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof buildAdmin>>;
  let adminToken: string;
  let studentToken: string;
  beforeAll(async () => {
    admin = await buildAdmin(t);
    adminToken = await tokenOf(t, admin);
    studentToken = await tokenOf(t, await buildStudent(t));
  });

  async function newProduct(fields: Partial<typeof fullProduct> = {}) {
    // Newest first needs distinct times.
    t.clock.advance(1000);
    const created = await t.rest('POST', '/products', { token: adminToken });
    expect(created.status).toBe(200);
    const id = created.body.result._id as string;
    const res = await t.rest('PUT', `/products/${id}`, { token: adminToken, body: { ...fullProduct, ...fields } });
    expect(res.status).toBe(200);
    return id;
  }

  const stored = async (id: string) => (await t.app.deps.db.select().from(products).where(eq(products.id, id)))[0];

  async function upload(bytes: Buffer, o: { token?: string | null; field?: string; name?: string } = {}) {
    const form = new FormData();
    form.append(o.field ?? 'image', new Blob([bytes], { type: 'image/png' }), o.name ?? 'kit.png');
    const auth = o.token === null ? undefined : (o.token ?? adminToken);
    const res = await fetch(`${t.url}/api/upload`, {
      method: 'POST',
      body: form,
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
    });
    return { status: res.status, body: (await res.json()) as { code: number; msg: string; result: { path: string } } };
  }

  it('creates a blank product, fills it in with a picture, and answers it in the envelope', async () => {
    const created = await t.rest('POST', '/products', { token: adminToken });
    expect(created.body).toMatchObject({
      code: 200,
      msg: 'Product created',
      result: { name: 'New product', price: 0, countInStock: 0, rating: 0, numReviews: 0, reviews: [] },
    });
    const id = created.body.result._id;
    const picture = await upload(tinyPng);
    expect(picture.body).toMatchObject({ code: 200, result: { path: expect.stringMatching(/^\/uploads\/.+\.png$/) } });
    const updated = await t.rest('PUT', `/products/${id}`, {
      token: adminToken,
      body: { ...fullProduct, image: picture.body.result.path, price: '79.499', countInStock: '7' },
    });
    expect(updated.body).toMatchObject({ code: 200, msg: 'Product updated' });
    const read = await t.rest('GET', `/products/${id}`);
    expect(read.body).toEqual({
      code: 200,
      msg: 'success',
      result: {
        _id: id,
        ...fullProduct,
        price: 79.5,
        image: picture.body.result.path,
        rating: 0,
        numReviews: 0,
        reviews: [],
        canReview: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    // Signed in, the page offers the review form; tRPC answers the same product.
    const mine = await t.trpc(studentToken).public.getProductById.query({ id });
    expect(mine).toMatchObject({ _id: id, name: 'Optics Bench', canReview: true });
  });

  it('lists products newest first, 10 a page, searched by name in the database', async () => {
    for (let i = 1; i <= 12; i++) await newProduct({ name: `Magnet set ${String(i).padStart(2, '0')}` });
    const first = await t.rest('GET', '/products?keyword=magnet%20SET&pageNumber=1');
    expect(first.body.result).toMatchObject({ total: 12, page: 1, pages: 2, pageSize: 10 });
    expect(first.body.result.list).toHaveLength(10);
    expect(first.body.result.list[0]).toEqual({
      _id: expect.any(String),
      name: 'Magnet set 12',
      price: 79.5,
      image: '',
      brand: 'Quanta Labs',
      category: 'Lab kits',
      countInStock: 7,
      rating: 0,
      numReviews: 0,
    });
    const second = await t.rest('GET', '/products?keyword=magnet&pageNumber=2');
    expect(second.body.result.list.map((p: { name: string }) => p.name)).toEqual(['Magnet set 02', 'Magnet set 01']);
    // LIKE wildcards are taken literally.
    expect((await t.rest('GET', '/products?keyword=%25')).body.result.total).toBe(0);
    const all = await t.trpc().public.getProducts.query();
    expect(all.total).toBeGreaterThanOrEqual(13);
    for (const query of [
      'pageNumber=0',
      'pageNumber=x',
      'pageNumber=1e9',
      `keyword=${'k'.repeat(101)}`,
      'keyword=a%00b',
    ]) {
      expect((await t.rest('GET', `/products?${query}`)).status, query).toBe(400);
    }
  });

  it('refuses the admin calls signed out (401), unverified (402) and to everyone but admins (403)', async () => {
    const id = await newProduct({ name: 'Guarded kit' });
    const calls = [
      ['POST', '/products', undefined],
      ['PUT', `/products/${id}`, { ...fullProduct, name: 'Taken' }],
      ['DELETE', `/products/${id}`, undefined],
    ] as const;
    const unverified = await buildAdmin(t, { emailVerified: false });
    const before = await t.app.deps.db.$count(products);
    await expectRefused(t, calls, { unverified, forbidden: ['Student', 'Teacher', 'Parent'] });
    expect(await trpcStatus(t.trpc(studentToken).admin.createProduct.mutate())).toBe(403);
    expect(await t.app.deps.db.$count(products)).toBe(before);
    expect((await stored(id))?.name).toBe('Guarded kit');
    // Reviews need a signed-in, verified user.
    expect((await t.rest('POST', `/products/${id}/reviews`, { body: { rating: 5, comment: 'x' } })).status).toBe(401);
    const unverifiedStudent = await tokenOf(t, await buildStudent(t, { emailVerified: false }));
    expect(
      (await t.rest('POST', `/products/${id}/reviews`, { token: unverifiedStudent, body: { rating: 5, comment: 'x' } }))
        .status,
    ).toBe(402);
    // Upload: admins only.
    expect((await upload(tinyPng, { token: null })).status).toBe(401);
    expect((await upload(tinyPng, { token: studentToken })).status).toBe(403);
    expect((await upload(tinyPng, { token: await tokenOf(t, unverified) })).status).toBe(402);
  });

  it('answers a broken, expired or revoked token with 401 Not authorized, token failed, on every store call', async () => {
    const id = await newProduct();
    const expired = await createTokenService('test-secret-test-secret-test-secret', '1 minute ago').sign({
      userId: admin.id,
      sessionId: crypto.randomUUID(),
    });
    const revokedUser = await buildStudent(t);
    const revoked = await tokenOf(t, revokedUser);
    // Signed out everywhere: the token's session is gone.
    await t.app.deps.db.delete(sessions).where(eq(sessions.userId, revokedUser.id));
    const calls = [
      ['GET', '/products', undefined],
      ['GET', `/products/${id}`, undefined],
      ['POST', '/products', undefined],
      ['PUT', `/products/${id}`, fullProduct],
      ['DELETE', `/products/${id}`, undefined],
      ['POST', `/products/${id}/reviews`, { rating: 4, comment: 'Fine' }],
    ] as const;
    for (const token of [`${adminToken.slice(0, -4)}AAAA`, 'not-a-token', expired, revoked]) {
      for (const [method, path, body] of calls) {
        const res = await t.rest(method, path, { token, body });
        expect(res, `${method} ${path}`).toMatchObject({
          status: 401,
          body: { code: 401, msg: 'Not authorized, token failed', result: null, key: 'tokenFailed' },
        });
      }
      expect((await upload(tinyPng, { token })).body).toMatchObject({ code: 401, msg: 'Not authorized, token failed' });
    }
    expect(await trpcStatus(t.trpc('not-a-token').public.getProductById.query({ id }))).toBe(401);
    expect((await stored(id))?.numReviews).toBe(0);
  });

  it('refuses bad product fields (400) and stores nothing', async () => {
    const id = await newProduct({ name: 'Steady kit' });
    const bad: [string, unknown][] = [
      ['negative price', { ...fullProduct, price: -1 }],
      ['negative price text', { ...fullProduct, price: '-0.01' }],
      ['huge price', { ...fullProduct, price: 1e308 }],
      ['negative stock', { ...fullProduct, countInStock: -3 }],
      ['fractional stock', { ...fullProduct, countInStock: 1.5 }],
      ['stock as array', { ...fullProduct, countInStock: [3] }],
      ['blank name', { ...fullProduct, name: '   ' }],
      ['overlong name', { ...fullProduct, name: 'n'.repeat(201) }],
      ['overlong description', { ...fullProduct, description: 'd'.repeat(5001) }],
      ['NUL in brand', { ...fullProduct, brand: 'Quanta\u0000Labs' }],
      ['name as array', { ...fullProduct, name: ['a'] }],
      ['script image', { ...fullProduct, image: 'javascript:alert(1)' }],
      ['missing stock', { ...fullProduct, countInStock: undefined }],
      ['not an object', ['name']],
    ];
    for (const [label, body] of bad) {
      const res = await t.rest('PUT', `/products/${id}`, { token: adminToken, body });
      expect(res.status, label).toBe(400);
      expect(res.body.code, label).toBe(400);
    }
    expect((await t.rest('PUT', `/products/${id}`, { token: adminToken, raw: '{"name":' })).status).toBe(400);
    expect((await t.rest('POST', '/products', { token: adminToken, body: { name: 'x' } })).status).toBe(400);
    expect(await stored(id)).toMatchObject({
      name: 'Steady kit',
      priceMinor: 7950,
      countInStock: 7,
      brand: 'Quanta Labs',
    });
    // Unknown and malformed ids.
    expect((await t.rest('GET', `/products/${UNKNOWN_ID}`)).body).toMatchObject({
      code: 404,
      msg: 'Product not found',
    });
    expect((await t.rest('PUT', `/products/${UNKNOWN_ID}`, { token: adminToken, body: fullProduct })).status).toBe(404);
    expect((await t.rest('DELETE', `/products/${UNKNOWN_ID}`, { token: adminToken })).status).toBe(404);
    expect((await t.rest('GET', '/products/not-an-id')).status).toBe(400);
  });

  it('refuses a page posing as an image (400) and stores nothing', async () => {
    const page = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await upload(page, { name: 'photo.png' });
    expect(res).toMatchObject({
      status: 400,
      body: { code: 400, msg: 'Please upload a PNG, JPEG, GIF or WebP image', result: null },
    });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'));
    expect(svg.status).toBe(400);
    // The picture goes in the `image` field.
    expect((await upload(tinyPng, { field: 'file' })).body).toMatchObject({
      code: 400,
      msg: 'Please choose a file to upload',
    });
  });

  it('takes one review per user, keeps the mean rating and count, and refuses bad reviews', async () => {
    const id = await newProduct({ name: 'Reviewed kit' });
    const [amy, ben] = [
      await tokenOf(t, await buildStudent(t, { name: 'Amy' })),
      await tokenOf(t, await buildTeacher(t)),
    ];
    const first = await t.rest('POST', `/products/${id}/reviews`, {
      token: amy,
      body: { rating: 5, comment: 'Great' },
    });
    expect(first.body).toMatchObject({
      code: 200,
      msg: 'Review submitted successfully',
      result: { rating: 5, numReviews: 1, review: { name: 'Amy', rating: 5, comment: 'Great' } },
    });
    t.clock.advance(1000);
    // A form's select sends the rating as text.
    const second = await t.rest('POST', `/products/${id}/reviews`, {
      token: ben,
      body: { rating: '2', comment: 'Meh' },
    });
    expect(second.body.result).toMatchObject({ rating: 3.5, numReviews: 2 });
    const again = await t.rest('POST', `/products/${id}/reviews`, {
      token: amy,
      body: { rating: 1, comment: 'Changed' },
    });
    expect(again).toMatchObject({ status: 409, body: { msg: 'You have already reviewed this product' } });
    const someone = await tokenOf(t, await buildStudent(t));
    for (const [label, body] of [
      ['rating 0', { rating: 0, comment: 'x' }],
      ['rating 6', { rating: 6, comment: 'x' }],
      ['rating 4.5', { rating: 4.5, comment: 'x' }],
      ['rating as array', { rating: [5], comment: 'x' }],
      ['no comment', { rating: 4 }],
      ['blank comment', { rating: 4, comment: '  ' }],
      ['overlong comment', { rating: 4, comment: 'c'.repeat(1001) }],
      ['NUL comment', { rating: 4, comment: 'a\u0000' }],
    ] as const) {
      expect((await t.rest('POST', `/products/${id}/reviews`, { token: someone, body })).status, label).toBe(400);
    }
    expect(
      (await t.rest('POST', `/products/${UNKNOWN_ID}/reviews`, { token: someone, body: { rating: 4, comment: 'x' } }))
        .status,
    ).toBe(404);
    expect(await t.app.deps.db.$count(productReviews, eq(productReviews.productId, id))).toBe(2);
    const read = await t.rest('GET', `/products/${id}`, { token: amy });
    expect(read.body.result).toMatchObject({ rating: 3.5, numReviews: 2, canReview: false });
    expect(read.body.result.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Meh', 'Great']);
    expect(await trpcStatus(t.trpc(ben).user.createProductReview.mutate({ id, rating: 3, comment: 'Twice' }))).toBe(
      409,
    );
  });

  it('keeps the mean right under concurrent reviews, and a user reviewing twice at once gets one', async () => {
    const id = await newProduct({ name: 'Busy kit' });
    const ratings = [5, 4, 4, 3, 5, 1, 2, 5, 4, 3];
    const reviewers = await Promise.all(ratings.map(() => buildStudent(t)));
    const tokens = await Promise.all(reviewers.map((r) => tokenOf(t, r)));
    const results = await Promise.all(
      ratings.map((rating, i) =>
        t.rest('POST', `/products/${id}/reviews`, { token: tokens[i], body: { rating, comment: `Review ${i}` } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(ratings.map(() => 200));
    const row = await stored(id);
    expect(row?.numReviews).toBe(10);
    expect(row?.rating).toBeCloseTo(3.6, 10);
    const twice = await Promise.all(
      [1, 2, 3].map(() =>
        t.rest('POST', `/products/${id}/reviews`, { token: tokens[0], body: { rating: 1, comment: 'Again' } }),
      ),
    );
    expect(twice.map((r) => r.status)).toEqual([409, 409, 409]);
    expect((await stored(id))?.numReviews).toBe(10);
    const racer = await tokenOf(t, await buildStudent(t));
    const race = await Promise.all(
      [1, 5].map((rating) =>
        t.rest('POST', `/products/${id}/reviews`, { token: racer, body: { rating, comment: 'Race' } }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await stored(id);
    expect(after?.numReviews).toBe(11);
    const [mean] = await t.app.deps.db
      .select({ v: sql<string>`avg(${productReviews.rating})` })
      .from(productReviews)
      .where(eq(productReviews.productId, id));
    expect(after?.rating).toBeCloseTo(Number(mean?.v), 10);
  });

  it('answers malformed input on every storefront path with a 4xx, never a 5xx, and changes nothing', async () => {
    const id = await newProduct({ name: 'Walked kit' });
    const before = await stored(id);
    const bodies: (string | undefined)[] = [
      '{"name":',
      'null',
      '[]',
      '"text"',
      '12',
      `{"rating":"${'x'.repeat(10_000)}","comment":["a"],"price":1e400}`,
      JSON.stringify({ ...fullProduct, name: 'a\u0000b' }).replace(
        '"countInStock":7',
        '"countInStock":9007199254740993',
      ),
      JSON.stringify({ ...fullProduct, price: { $gt: 0 } }),
      '{"__proto__":{"isAdmin":true},"rating":5,"comment":"x"}',
      '{"constructor":{"prototype":{"x":1}}}',
      JSON.stringify({ rating: 5, comment: 'c'.repeat(100_000) }),
    ];
    const paths: [string, string][] = [
      ['POST', '/products'],
      ['PUT', `/products/${id}`],
      ['POST', `/products/${id}/reviews`],
      ['PUT', '/products/%00'],
      ['POST', `/products/${'9'.repeat(300)}/reviews`],
    ];
    for (const [method, path] of paths) {
      for (const raw of bodies) {
        const res = await t.rest(method, path, { token: adminToken, raw });
        expect(res.status, `${method} ${path} ${raw?.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path} ${raw?.slice(0, 40)}`).toBeLessThan(500);
      }
    }
    for (const query of [
      'keyword=a&keyword=b',
      'pageNumber=1&pageNumber=2',
      'pageNumber=-1',
      'pageNumber=9007199254740993',
    ]) {
      expect((await t.rest('GET', `/products?${query}`)).status, query).toBe(400);
    }
    // Bytes that are no UTF-8 are a search like any other.
    expect((await t.rest('GET', `/products?keyword=${'%F0'.repeat(5)}`)).status).toBe(200);
    // A path parameter past Fastify's length limit (5,000, for tRPC's batches) is 414; any other malformed
    // id, a long one included, is 400.
    for (const [bad, status] of [
      ['%00', 400],
      ['x'.repeat(300), 400],
      ['x'.repeat(5001), 414],
      ['..%2F..', 400],
      ['00000000-0000-0000-0000-00000000000Z', 400],
    ] as const) {
      expect((await t.rest('GET', `/products/${bad}`)).status, bad).toBe(status);
      expect((await t.rest('DELETE', `/products/${bad}`, { token: adminToken })).status, bad).toBe(status);
    }
    expect(await stored(id)).toEqual(before);
  });

  it('deletes a product with its reviews', async () => {
    const id = await newProduct({ name: 'Old kit' });
    await t.rest('POST', `/products/${id}/reviews`, { token: studentToken, body: { rating: 4, comment: 'Ok' } });
    const res = await t.rest('DELETE', `/products/${id}`, { token: adminToken });
    expect(res.body).toMatchObject({ code: 200, msg: 'Product removed', result: { id } });
    expect(await stored(id)).toBeUndefined();
    expect(await t.app.deps.db.$count(productReviews, eq(productReviews.productId, id))).toBe(0);
    expect((await t.rest('GET', `/products/${id}`)).status).toBe(404);
  });
});

describe('storefront: the demo school', () => {
  const t = useTestApp();

  it('sells a few products with pictures and reviews whose mean and count match', async () => {
    await seedDemo(t.app.deps);
    const list = await t.rest('GET', '/products');
    expect(list.body.result.total).toBe(4);
    const reviewed = list.body.result.list.filter((p: { numReviews: number }) => p.numReviews > 0);
    expect(reviewed.length).toBeGreaterThanOrEqual(3);
    for (const summary of list.body.result.list) {
      const { result } = (await t.rest('GET', `/products/${summary._id}`)).body;
      expect(result.reviews).toHaveLength(result.numReviews);
      const sum = result.reviews.reduce((n: number, r: { rating: number }) => n + r.rating, 0);
      expect(result.rating).toBeCloseTo(result.numReviews ? sum / result.numReviews : 0, 2);
      expect(result.image).toMatch(/^\/uploads\/demo\/[a-z-]+\.png$/);
      const picture = await fetch(`${t.url}${result.image}`, { headers: { connection: 'close' } });
      expect(picture.headers.get('content-type')).toBe('image/png');
      // Read to the end: a response left open keeps the server from closing.
      expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });
});

import { productReviews, products, type UserRow } from '@quanta/db';
import { limits, messages, toMinorUnits, type UpdateProductInput } from '@quanta/validators';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Context } from '../../context';
import type { Deps } from '../../deps';
import { productById } from '../../policies/product';
import { presentProduct, presentProductSummary } from '../../presenters/store';
import { containsPattern } from '../like';

/** The admin list: newest first, `limits.productPageSize` a page, the keyword anywhere in the name. */
export async function listProducts(deps: Deps, keyword: string, pageNumber: number) {
  const pageSize = limits.productPageSize;
  const where = keyword ? ilike(products.name, containsPattern(keyword)) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    deps.db.select({ n: count() }).from(products).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    list: rows.map((row) => presentProductSummary(row, deps.school.currency)),
    total: n,
    page: pageNumber,
    pages: Math.max(1, Math.ceil(n / pageSize)),
    pageSize,
  };
}

/** The product page: the product, its newest reviews and whether the caller may still review it. */
export async function getProduct(deps: Deps, me: UserRow | null, id: string) {
  const product = await productById(deps.db, id);
  const [reviews, mine] = await Promise.all([
    deps.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, id))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(limits.productReviewsShown),
    me
      ? deps.db
          .select({ id: productReviews.id })
          .from(productReviews)
          .where(and(eq(productReviews.productId, id), eq(productReviews.userId, me.id)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return presentProduct(product, reviews, Boolean(me) && mine.length === 0, deps.school.currency);
}

/** A blank product the admin then fills in on its edit page. */
export async function createProduct(ctx: Context, me: UserRow) {
  const [row] = await ctx.db
    .insert(products)
    .values({
      userId: me.id,
      name: ctx.lang === 'zh' ? '新商品' : 'New product',
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .returning();
  return { message: messages.productCreated, ...presentProduct(row!, [], true, ctx.school.currency) };
}

export async function updateProduct(deps: Deps, me: UserRow, input: UpdateProductInput) {
  const { id, price, ...rest } = input;
  const fields = { ...rest, ...(price === undefined ? {} : { priceMinor: toMinorUnits(price, deps.school.currency) }) };
  return deps.db.transaction(async (tx) => {
    await productById(tx, id, true);
    const [row] = await tx
      .update(products)
      .set({ ...fields, updatedAt: deps.now() })
      .where(eq(products.id, id))
      .returning();
    const reviews = await tx
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, id))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(limits.productReviewsShown);
    const mine = reviews.some((r) => r.userId === me.id);
    return { message: messages.productUpdated, ...presentProduct(row!, reviews, !mine, deps.school.currency) };
  });
}

/** Deletes a product with its reviews (cascade). */
export async function deleteProduct(deps: Deps, id: string) {
  await deps.db.transaction(async (tx) => {
    await productById(tx, id, true);
    await tx.delete(products).where(eq(products.id, id));
  });
  return { message: messages.productDeleted, id };
}

import { z } from 'zod';
import { imageRef } from './classes';
import { id, text } from './common';
import { limits } from './limits';

/** §5: a legacy review's rating, 1 to 5, with these names. */
export const reviewRatings = [
  { value: 1, label: 'Poor' },
  { value: 2, label: 'Fair' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Very Good' },
  { value: 5, label: 'Excellent' },
] as const;

/** Plain text of at most `max` characters (NUL and lone surrogates are refused by the shared `text`). */
const requiredPlain = (max: number) => text(max).refine((v) => v.length > 0, { error: 'is required' });

/** A number from JSON, or a decimal string from a form or a query; arrays, booleans and blanks are refused. */
const numeric = z.union([
  z.number({ error: 'must be a number' }),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,12}(\.\d{1,6})?$/, { error: 'must be a number' })
    .transform(Number),
]);

const price = numeric
  .pipe(
    z
      .number()
      .min(0, { error: 'must not be negative' })
      .max(limits.priceMax, { error: `must be at most ${limits.priceMax}` }),
  )
  .transform((v) => Math.round(v * 100) / 100);

const stock = numeric.pipe(
  z
    .number()
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must not be negative' })
    .max(limits.stockMax, { error: `must be at most ${limits.stockMax}` }),
);

const rating = numeric.pipe(
  z
    .number()
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be 1 to 5' })
    .max(5, { error: 'must be 1 to 5' }),
);

export const productIdInput = z.object({ id });

/** POST /api/products takes no fields: the product starts blank. */
export const createProductInput = z.strictObject({}).optional();

/** The admin list: the keyword matches anywhere in the name; `pageNumber` counts from 1. */
export const productListInput = z
  .object({
    keyword: text(limits.keyword).optional().default(''),
    pageNumber: numeric
      .pipe(
        z
          .number()
          .int({ error: 'must be a whole number' })
          .min(1, { error: 'must be at least 1' })
          .max(100_000, { error: 'must be at most 100000' }),
      )
      .optional()
      .default(1),
  })
  .optional()
  .transform((v) => v ?? { keyword: '', pageNumber: 1 });

/** PUT /api/products/{id}: every field of the product (a full replacement, as PUT means). */
export const updateProductInput = z.object({
  id,
  name: requiredPlain(limits.productName),
  price,
  image: imageRef,
  brand: text(limits.productBrand),
  category: text(limits.productCategory),
  description: text(limits.productDescription),
  countInStock: stock,
});
export type UpdateProductInput = z.infer<typeof updateProductInput>;

/** POST /api/products/{id}/reviews. */
export const createReviewInput = z.object({
  id,
  rating,
  comment: requiredPlain(limits.reviewComment),
});

/** §5: a cart quantity is a whole number from 1 to the stock; anything else is brought into that range. */
export function clampQuantity(quantity: unknown, countInStock: number): number {
  const wanted = Math.floor(Number(quantity));
  const most = Math.max(0, Math.floor(countInStock));
  if (most === 0) return 0;
  if (!Number.isFinite(wanted) || wanted < 1) return 1;
  return Math.min(wanted, most);
}

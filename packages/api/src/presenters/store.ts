import type { ProductReviewRow, ProductRow } from '@quanta/db';
import { fromMinorUnits, messages } from '@quanta/validators';
import { z } from 'zod';
import { isoTime } from './time';
import { count, instant, listOf, named, wire } from './wire';

/** Two decimals are enough for a mean of ratings and keep floating-point noise off the wire. */
const mean = (value: number) => Math.round(value * 100) / 100;

/** A product as the admin list shows it (no description or reviews). */
export const productSummaryShape = named(
  'ProductSummary',
  wire({
    _id: z.string(),
    name: z.string(),
    price: z.number(),
    image: z.string(),
    brand: z.string(),
    category: z.string(),
    countInStock: z.number().int(),
    rating: z.number(),
    numReviews: count,
  }),
);

/** A review on the product page. */
export const reviewShape = named(
  'ProductReview',
  wire({ _id: z.string(), name: z.string(), rating: z.number().int(), comment: z.string(), createdAt: instant }),
);

/** The product page: every §3 field, its newest reviews and whether the caller may review it. */
export const productShape = named(
  'Product',
  wire({
    ...productSummaryShape.shape,
    description: z.string(),
    reviews: z.array(reviewShape),
    canReview: z.boolean(),
    createdAt: instant,
    updatedAt: instant,
  }),
);

/** A page of the product list: `{list, total}` with the page number, the page count and the page size. */
export const productPageShape = named(
  'ProductPage',
  wire({ ...listOf(productSummaryShape).shape, page: z.number().int(), pages: z.number().int(), pageSize: count }),
);

/** A product the admin just created: the product page with the message. */
export const productCreatedShape = named(
  'ProductCreated',
  wire({ message: z.literal(messages.productCreated), ...productShape.shape }),
);

/** A product the admin just saved: the product page with the message. */
export const productUpdatedShape = named(
  'ProductUpdated',
  wire({ message: z.literal(messages.productUpdated), ...productShape.shape }),
);

/** A product the admin just deleted: its id with the message. */
export const productDeletedShape = wire({ message: z.literal(messages.productDeleted), id: z.string() });

/** A review just added: the review and the product's new mean rating and count. */
export const reviewAddedShape = named(
  'ProductReviewAdded',
  wire({ message: z.literal(messages.reviewSubmitted), review: reviewShape, rating: z.number(), numReviews: count }),
);

/** A product as the admin list shows it (no description or reviews). */
export function presentProductSummary(row: ProductRow, currency: string): z.infer<typeof productSummaryShape> {
  return {
    _id: row.id,
    name: row.name,
    price: fromMinorUnits(row.priceMinor, currency),
    image: row.image,
    brand: row.brand,
    category: row.category,
    countInStock: row.countInStock,
    rating: mean(row.rating),
    numReviews: row.numReviews,
  };
}

export function presentReview(row: ProductReviewRow): z.infer<typeof reviewShape> {
  return {
    _id: row.id,
    name: row.name,
    rating: row.rating,
    comment: row.comment,
    createdAt: isoTime(row.createdAt),
  };
}

/**
 * The product page: every §3 field, its newest reviews, and what the caller may do (`canReview`: signed
 * in and not reviewed yet), so the page hides the form the server would refuse.
 */
export function presentProduct(
  row: ProductRow,
  reviews: ProductReviewRow[],
  canReview: boolean,
  currency: string,
): z.infer<typeof productShape> {
  return {
    ...presentProductSummary(row, currency),
    description: row.description,
    reviews: reviews.map(presentReview),
    canReview,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

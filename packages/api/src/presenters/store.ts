import type { ProductReviewRow, ProductRow } from '@quanta/db';
import { isoTime } from './time';

/** Two decimals are enough for a mean of ratings and keep floating-point noise off the wire. */
const mean = (value: number) => Math.round(value * 100) / 100;

/** A product as the admin list shows it (no description or reviews). */
export function presentProductSummary(row: ProductRow) {
  return {
    _id: row.id,
    name: row.name,
    price: row.price,
    image: row.image,
    brand: row.brand,
    category: row.category,
    countInStock: row.countInStock,
    rating: mean(row.rating),
    numReviews: row.numReviews,
  };
}

export function presentReview(row: ProductReviewRow) {
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
export function presentProduct(row: ProductRow, reviews: ProductReviewRow[], canReview: boolean) {
  return {
    ...presentProductSummary(row),
    description: row.description,
    reviews: reviews.map(presentReview),
    canReview,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

import { doublePrecision, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, updatedAt } from './columns';
import { users } from './users';

/**
 * The legacy storefront's product. `rating` (the mean of its reviews) and `numReviews` (their count)
 * are kept by the review write, under a lock on the product row.
 */
export const products = pgTable(
  'products',
  {
    id: primaryId(),
    /** The admin who created it; kept when that account goes. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** In the school currency's minor units. */
    priceMinor: integer('price_minor').notNull().default(0),
    image: text('image').notNull().default(''),
    brand: text('brand').notNull().default(''),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    countInStock: integer('count_in_stock').notNull().default(0),
    rating: doublePrecision('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_created_idx').on(t.createdAt, t.id),
    // The admin list's keyword matches anywhere in the name.
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** One review per user per product; the reviewer's name is kept as written at the time. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: primaryId(),
    productId: belongsTo('product_id', () => products.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_idx').on(t.productId, t.userId),
    index('product_reviews_product_created_idx').on(t.productId, t.createdAt),
    index('product_reviews_user_idx').on(t.userId),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductReviewRow = typeof productReviews.$inferSelect;

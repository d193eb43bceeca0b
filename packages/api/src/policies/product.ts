import { type DbOrTx, type ProductRow, products } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors';

/**
 * A product of the legacy storefront: every visitor may read any product, only admins change one (the
 * procedure's gate). 404 for an unknown id; `lock` holds the row until the transaction ends.
 */
export async function productById(db: DbOrTx, id: string, lock = false): Promise<ProductRow> {
  const query = db.select().from(products).where(eq(products.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail.notFound('productNotFound');
  return row;
}

import { productIdInput, productListInput } from '@quanta/validators';
import { answers } from '../../presenters/output-check';
import { productPageShape, productShape } from '../../presenters/store';
import { getProduct, listProducts } from '../../services/store/products';
import { router } from '../../trpc';
import { storeProcedure } from '../store/procedures';

/** The legacy storefront's reads (`GET /api/products`, `GET /api/products/{id}`), open to visitors. */
export const publicStoreRouter = router({
  /** The product list, 10 a page, searched by name: `{list, total, page, pages, pageSize}`. */
  getProducts: storeProcedure
    .input(productListInput)
    .output(answers(productPageShape))
    .query(({ ctx, input }) => listProducts(ctx, input.keyword, input.pageNumber)),
  getProductById: storeProcedure
    .input(productIdInput)
    .output(answers(productShape))
    .query(({ ctx, input }) => getProduct(ctx, ctx.user, input.id)),
});

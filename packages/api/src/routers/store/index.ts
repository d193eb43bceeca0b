import {
  createProductInput,
  createReviewInput,
  productIdInput,
  productListInput,
  updateProductInput,
} from '@quanta/validators';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from '../../services/store/products';
import { createReview } from '../../services/store/reviews';
import { router } from '../../trpc';
import { storeAdminProcedure, storeProcedure, storeUserProcedure } from './procedures';

/** The legacy storefront (spec §7 Legacy): `/api/products…`. */
export const storeRouter = router({
  /** The product list, 10 a page, searched by name: `{list, total, page, pages, pageSize}`. */
  getProducts: storeProcedure
    .input(productListInput)
    .query(({ ctx, input }) => listProducts(ctx, input.keyword, input.pageNumber)),
  getProductById: storeProcedure.input(productIdInput).query(({ ctx, input }) => getProduct(ctx, ctx.user, input.id)),
  createProductReview: storeUserProcedure
    .input(createReviewInput)
    .mutation(({ ctx, input }) => createReview(ctx, ctx.user, input)),
  createProduct: storeAdminProcedure.input(createProductInput).mutation(({ ctx }) => createProduct(ctx, ctx.user)),
  updateProduct: storeAdminProcedure
    .input(updateProductInput)
    .mutation(({ ctx, input }) => updateProduct(ctx, ctx.user, input)),
  deleteProduct: storeAdminProcedure.input(productIdInput).mutation(({ ctx, input }) => deleteProduct(ctx, input.id)),
});

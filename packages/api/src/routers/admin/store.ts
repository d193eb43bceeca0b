import { createProductInput, productIdInput, updateProductInput } from '@quanta/validators';
import { answers } from '../../presenters/output-check';
import { productCreatedShape, productDeletedShape, productUpdatedShape } from '../../presenters/store';
import { createProduct, deleteProduct, updateProduct } from '../../services/store/products';
import { router } from '../../trpc';
import { storeAdminProcedure } from '../store/procedures';

/** The admin's product calls: `POST /api/products`, `PUT` and `DELETE /api/products/{id}`. */
export const adminStoreRouter = router({
  createProduct: storeAdminProcedure
    .input(createProductInput)
    .output(answers(productCreatedShape))
    .mutation(({ ctx }) => createProduct(ctx, ctx.user)),
  updateProduct: storeAdminProcedure
    .input(updateProductInput)
    .output(answers(productUpdatedShape))
    .mutation(({ ctx, input }) => updateProduct(ctx, ctx.user, input)),
  deleteProduct: storeAdminProcedure
    .input(productIdInput)
    .output(answers(productDeletedShape))
    .mutation(({ ctx, input }) => deleteProduct(ctx, input.id)),
});

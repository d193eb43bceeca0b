import { Center, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { FormPage } from '../ui/FormPage';
import { AnchorLink } from '../ui/links';
import { ProductForm } from './ProductForm';

/** Admin: /admin/product/{id}/edit. */
export function ProductEdit() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = useParams({ from: '/admin/product/$id/edit' });
  const product = trpc.public.getProductById.useQuery({ id }, { refetchOnWindowFocus: false });
  const back = (
    <AnchorLink to="/admin/productlist" size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={14} />
      {t('store.edit.back')}
    </AnchorLink>
  );
  return (
    <FormPage title={t('store.edit.title')} width={640} above={back}>
      {product.data ? (
        <ProductForm key={product.data._id} product={product.data} />
      ) : product.error ? (
        <ErrorAlert message={errorText(product.error)} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </FormPage>
  );
}

import { Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits } from '@quanta/validators';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { uploadProductImage } from '../session/upload';
import { ErrorAlert } from '../ui/ErrorAlert';
import { ImageUploadField } from '../ui/ImageUploadField';
import { AnchorLink } from '../ui/links';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';

type EditedProduct = RouterOutputs['public']['getProductById'];

function valuesOf(product: EditedProduct) {
  const { name, price, image, brand, category, description, countInStock } = product;
  return {
    name,
    price: price as number | string,
    image,
    brand,
    category,
    description,
    countInStock: countInStock as number | string,
  };
}

/** The admin's product form: every §3 field but the reviews; Update saves and returns to the list. */
export function ProductForm({ product }: { product: EditedProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  const save = trpc.admin.updateProduct.useMutation({
    ...useMutationError(setError),
    onSuccess: async () => {
      notifySuccess(t('messages.successfullySaved'));
      await Promise.all([
        utils.public.getProducts.invalidate(),
        utils.public.getProductById.invalidate({ id: product._id }),
      ]);
      await navigate({ to: '/admin/productlist' });
    },
  });
  const form = useForm({ initialValues: valuesOf(product) });

  // A cleared number field means 0.
  const submit = (values: ReturnType<typeof valuesOf>) =>
    save.mutate({
      id: product._id,
      ...values,
      price: Number(values.price || 0),
      countInStock: Number(values.countInStock || 0),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <ErrorAlert message={error} />
        <TextInput
          label={t('store.fields.name')}
          required
          maxLength={limits.productName}
          {...form.getInputProps('name')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('store.fields.price')}
            min={0}
            max={limits.priceMax}
            decimalScale={2}
            allowNegative={false}
            {...form.getInputProps('price')}
          />
          <NumberInput
            label={t('store.fields.countInStock')}
            min={0}
            max={limits.stockMax}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('countInStock')}
          />
        </Group>
        <ImageUploadField
          value={form.values.image}
          onChange={(image) => form.setFieldValue('image', image)}
          upload={uploadProductImage}
          area="store"
          preview={{ width: 200, height: 150, fit: 'contain' }}
        />
        <Group grow align="flex-start">
          <TextInput label={t('store.fields.brand')} maxLength={limits.productBrand} {...form.getInputProps('brand')} />
          <TextInput
            label={t('store.fields.category')}
            maxLength={limits.productCategory}
            {...form.getInputProps('category')}
          />
        </Group>
        <Textarea
          label={t('store.fields.description')}
          autosize
          minRows={3}
          maxLength={limits.productDescription}
          {...form.getInputProps('description')}
        />
        <Group justify="space-between">
          <AnchorLink to="/product/$id" params={{ id: product._id }} size="sm">
            {t('store.edit.view')}
          </AnchorLink>
          <Button type="submit" loading={save.isPending}>
            {t('store.edit.update')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

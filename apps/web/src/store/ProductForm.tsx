import { Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { limits } from '@quanta/validators';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { AnchorLink } from '../ui/links';
import { notifySuccess } from '../ui/notify';
import { ProductImageField } from './ProductImageField';

type EditedProduct = RouterOutputs['public']['getProductById'];

/** The admin's product form: every §3 field but the reviews; Update saves and returns to the list. */
export function ProductForm({ product }: { product: EditedProduct }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const save = trpc.admin.updateProduct.useMutation();
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState({
    name: product.name,
    price: product.price as number | string,
    image: product.image,
    brand: product.brand,
    category: product.category,
    description: product.description,
    countInStock: product.countInStock as number | string,
  });
  const set = (field: 'name' | 'brand' | 'category' | 'description') => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({
        id: product._id,
        ...form,
        // A cleared number field means 0.
        price: Number(form.price || 0),
        countInStock: Number(form.countInStock || 0),
      });
      notifySuccess(t('messages.successfullySaved'));
      await Promise.all([
        utils.public.getProducts.invalidate(),
        utils.public.getProductById.invalidate({ id: product._id }),
      ]);
      await navigate({ to: '/admin/productlist' });
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ErrorAlert message={error} />
        <TextInput
          label={t('store.fields.name')}
          required
          maxLength={limits.productName}
          value={form.name}
          onChange={(e) => set('name')(e.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('store.fields.price')}
            min={0}
            max={limits.priceMax}
            decimalScale={2}
            allowNegative={false}
            value={form.price}
            onChange={(price) => setForm((f) => ({ ...f, price }))}
          />
          <NumberInput
            label={t('store.fields.countInStock')}
            min={0}
            max={limits.stockMax}
            allowDecimal={false}
            allowNegative={false}
            value={form.countInStock}
            onChange={(countInStock) => setForm((f) => ({ ...f, countInStock }))}
          />
        </Group>
        <ProductImageField value={form.image} onChange={(image) => setForm((f) => ({ ...f, image }))} />
        <Group grow align="flex-start">
          <TextInput
            label={t('store.fields.brand')}
            maxLength={limits.productBrand}
            value={form.brand}
            onChange={(e) => set('brand')(e.currentTarget.value)}
          />
          <TextInput
            label={t('store.fields.category')}
            maxLength={limits.productCategory}
            value={form.category}
            onChange={(e) => set('category')(e.currentTarget.value)}
          />
        </Group>
        <Textarea
          label={t('store.fields.description')}
          autosize
          minRows={3}
          maxLength={limits.productDescription}
          value={form.description}
          onChange={(e) => set('description')(e.currentTarget.value)}
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

import { Group, Table } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { EmptyState } from '../ui/EmptyState';
import { AnchorLink, EditButtonLink } from '../ui/links';
import { notifySuccess } from '../ui/notify';
import { DeleteButton } from '../ui/RowButtons';
import { StackedTable } from '../ui/StackedTable';
import { useMutationError } from '../ui/use-mutation-error';
import { money } from './format';

type ListedProduct = RouterOutputs['public']['getProducts']['list'][number];

export function ProductTable({ products }: { products: ListedProduct[] }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const remove = trpc.admin.deleteProduct.useMutation({
    onSuccess: () => {
      notifySuccess(t('messages.deleteSuccess'));
      return utils.public.getProducts.invalidate();
    },
    ...useMutationError(),
  });

  const confirmDelete = (product: ListedProduct) =>
    confirmAction({
      text: t('store.list.deleteText', { name: product.name }),
      confirmLabel: t('common.delete'),
      danger: true,
      onConfirm: () => remove.mutate({ id: product._id }),
    });

  if (products.length === 0) return <EmptyState icon={IconPackage} text={t('store.list.empty')} />;

  return (
    <StackedTable
      minWidth={760}
      aria-label={t('store.list.title')}
      headers={[
        t('store.fields.name'),
        t('store.fields.price'),
        t('store.fields.category'),
        t('store.fields.brand'),
        t('store.list.stock'),
        t('store.list.actions'),
      ]}
    >
      {products.map((product) => (
        <Table.Tr key={product._id}>
          <Table.Td>
            <AnchorLink to="/product/$id" params={{ id: product._id }}>
              {product.name}
            </AnchorLink>
          </Table.Td>
          <Table.Td>{money(product.price, i18n.language)}</Table.Td>
          <Table.Td>{product.category}</Table.Td>
          <Table.Td>{product.brand}</Table.Td>
          <Table.Td>{product.countInStock}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <EditButtonLink to="/admin/product/$id/edit" params={{ id: product._id }} />
              <DeleteButton onClick={() => confirmDelete(product)} />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </StackedTable>
  );
}

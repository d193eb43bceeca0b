import { Button, Stack } from '@mantine/core';
import { limits } from '@quanta/validators';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ListHeader, ListToolbar } from '../ui/ListToolbar';
import { PagedResults } from '../ui/PagedResults';
import { useListSearch } from '../ui/use-list-search';
import { useMutationError } from '../ui/use-mutation-error';
import { ProductTable } from './ProductTable';

/** Admin: the storefront's products, searched by name and paged on the server. */
export function ProductList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, onSearch, keyword, page, setPage, pageCount } = useListSearch(limits.productPageSize);
  const products = trpc.public.getProducts.useQuery(
    { keyword, pageNumber: page },
    { placeholderData: keepPreviousData },
  );
  const create = trpc.admin.createProduct.useMutation({
    onSuccess: (product) => navigate({ to: '/admin/product/$id/edit', params: { id: product._id } }),
    ...useMutationError(),
  });
  const total = products.data?.total ?? 0;
  const pages = pageCount(total, products.isFetching);

  // §1: Create makes a blank product and opens its edit page.
  const createProduct = () => create.mutate();

  return (
    <Stack gap="md" maw={1100} mx="auto" py="md">
      <ListHeader title={t('store.list.title')}>
        <Button leftSection={<IconPlus size={16} />} loading={create.isPending} onClick={createProduct}>
          {t('store.list.create')}
        </Button>
      </ListHeader>
      <ListToolbar
        searchLabel={t('store.list.search')}
        search={search}
        onSearch={onSearch}
        total={products.data && t('store.list.total', { count: total })}
      />
      <PagedResults query={products} page={page} pages={pages} onPage={setPage}>
        {(data) => <ProductTable products={data.list} />}
      </PagedResults>
    </Stack>
  );
}

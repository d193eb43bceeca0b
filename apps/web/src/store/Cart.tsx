import { ActionIcon, Alert, Grid, Group, Image, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPhoto, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { EmptyState } from '../ui/EmptyState';
import { ErrorAlert } from '../ui/ErrorAlert';
import { AnchorLink } from '../ui/links';
import type { CartItem } from './cart';
import { subtotal } from './cart';
import { money } from './format';
import { useCart } from './use-cart';

/** /cart/{id}?qty={n} puts the product in the cart (kept in local storage) and shows the cart; /cart shows it. */
export function Cart() {
  const { t, i18n } = useTranslation();
  const { id } = useParams({ strict: false }) as { id?: string };
  const { qty } = useSearch({ strict: false }) as { qty?: number };
  const cart = useCart();
  const added = useAddFromLink(id, qty ?? 1, cart.put);
  const total = subtotal(cart.items);
  const back = id ? (
    <AnchorLink
      to="/product/$id"
      params={{ id }}
      size="sm"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={14} />
      {t('store.cart.continue')}
    </AnchorLink>
  ) : null;

  return (
    <Stack gap="md" maw={1100} mx="auto" py="md">
      {back}
      <Title order={1} size="h2">
        {t('store.cart.title')}
      </Title>
      <ErrorAlert message={added.error} />
      {added.unavailable && <Alert color="yellow">{t('store.cart.unavailable')}</Alert>}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {cart.items.length === 0 ? (
            <EmptyState icon={IconShoppingCart} text={t('store.cart.empty')} />
          ) : (
            <Stack gap="sm">
              {cart.items.map((item) => (
                <CartLine key={item.product} item={item} onChange={cart.put} onRemove={cart.remove} />
              ))}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4">
              {t('store.cart.subtotal', { count: total.count })}
            </Title>
            <Text fw={700} size="lg" mt="xs" data-testid="cart-subtotal">
              {money(total.price, i18n.language)}
            </Text>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Adds the linked product once per link, with its current name, price and stock from the server. */
function useAddFromLink(id: string | undefined, qty: number, put: (item: CartItem) => void) {
  const errorText = useErrorText();
  const product = trpc.public.getProductById.useQuery({ id: id ?? '' }, { enabled: Boolean(id) });
  const done = useRef<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    const p = product.data;
    const key = `${id}|${qty}`;
    if (!p || done.current === key) return;
    done.current = key;
    setUnavailable(p.countInStock === 0);
    put({ product: p._id, name: p.name, image: p.image, price: p.price, countInStock: p.countInStock, qty });
  }, [product.data, id, qty, put]);
  return { unavailable, error: product.error ? errorText(product.error) : null };
}

function CartLine({
  item,
  onChange,
  onRemove,
}: {
  item: CartItem;
  onChange: (item: CartItem) => void;
  onRemove: (product: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={item.name}>
      <Group wrap="nowrap" align="center" gap="sm">
        {item.image ? (
          <Image src={item.image} alt="" w={64} h={48} fit="contain" radius="sm" />
        ) : (
          <IconPhoto size={32} color="var(--mantine-color-gray-5)" />
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <AnchorLink to="/product/$id" params={{ id: item.product }} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </AnchorLink>
          <Text size="sm">{money(item.price, i18n.language)}</Text>
        </Stack>
        <NumberInput
          aria-label={t('store.cart.qtyOf', { name: item.name })}
          w={84}
          min={1}
          max={item.countInStock}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={item.qty}
          onChange={(qty) => {
            if (qty !== '') onChange({ ...item, qty: Number(qty) });
          }}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('store.cart.remove', { name: item.name })}
          onClick={() => onRemove(item.product)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

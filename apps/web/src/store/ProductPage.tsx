import {
  Badge,
  Button,
  Center,
  Divider,
  Grid,
  Group,
  Image,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { clampQuantity } from '@quanta/validators';
import { IconArrowLeft, IconPhoto, IconShoppingCart } from '@tabler/icons-react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { AnchorLink } from '../ui/links';
import { money } from './format';
import { RatingLine } from './RatingLine';
import { Reviews } from './Reviews';

type Product = RouterOutputs['public']['getProductById'];

/** /product/{id}: the picture, price, stock, a quantity for the cart, and the reviews. */
export function ProductPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = useParams({ from: '/product/$id' });
  // Stock and reviews change under a shopper: the page always asks the server afresh when it opens.
  const product = trpc.public.getProductById.useQuery({ id }, { staleTime: 0 });
  return (
    <Stack gap="md" maw={1100} mx="auto" py="md">
      <AnchorLink to="/" size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} />
        {t('store.product.back')}
      </AnchorLink>
      {product.data ? (
        <ProductDetail product={product.data} />
      ) : product.error ? (
        <ErrorAlert
          message={product.error.data?.httpStatus === 404 ? t('store.product.notFound') : errorText(product.error)}
        />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </Stack>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [qty, setQty] = useState<number | string>(1);
  const inStock = product.countInStock > 0;
  const addToCart = () =>
    void navigate({
      to: '/cart/$id',
      params: { id: product._id },
      search: { qty: clampQuantity(qty, product.countInStock) },
    });

  return (
    <>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {product.image ? (
            <Image src={product.image} alt={product.name} radius="md" fit="contain" mah={360} />
          ) : (
            <Center h={240} bg="gray.1" c="dimmed" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <IconPhoto size={48} />
            </Center>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 4 }}>
          <Stack gap="sm">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {product.name}
            </Title>
            <RatingLine rating={product.rating} numReviews={product.numReviews} />
            <Divider />
            <Text fw={600} size="lg">
              {money(product.price, i18n.language)}
            </Text>
            {(product.brand || product.category) && (
              <Text size="sm" c="dimmed">
                {[product.brand, product.category].filter(Boolean).join(' · ')}
              </Text>
            )}
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{product.description}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5, md: 3 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text>{t('store.fields.price')}</Text>
                <Text fw={700} data-testid="product-price">
                  {money(product.price, i18n.language)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text>{t('store.product.status')}</Text>
                <Badge color={inStock ? 'green' : 'red'} variant="light">
                  {inStock ? t('store.product.inStock') : t('store.product.outOfStock')}
                </Badge>
              </Group>
              {inStock && (
                <NumberInput
                  label={t('store.product.qty')}
                  min={1}
                  max={product.countInStock}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  value={qty}
                  onChange={setQty}
                />
              )}
              <Button leftSection={<IconShoppingCart size={16} />} disabled={!inStock} onClick={addToCart}>
                {t('store.product.addToCart')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <Reviews product={product} />
    </>
  );
}

import { Alert, Anchor, Button, Paper, Rating, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits, reviewRatings } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginHref } from '../session/navigation';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/use-session';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { firstProblem } from '../ui/use-schema-form';
import { ratingKey } from './i18n';

type Product = RouterOutputs['public']['getProductById'];

/** The product's reviews, newest first, and the review form for a signed-in user who has not reviewed it. */
export function Reviews({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const user = useUserInfo();
  const date = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en-US', { dateStyle: 'medium' });
  return (
    <Stack gap="sm" maw={640}>
      <Title order={2} size="h3">
        {t('store.product.reviews')}
      </Title>
      {product.reviews.length === 0 && (
        <Alert variant="light" color="gray">
          {t('store.product.noReviews')}
        </Alert>
      )}
      {product.reviews.map((review) => (
        <Paper key={review._id} withBorder radius="md" p="sm" component="article" aria-label={review.name}>
          <Text fw={600}>{review.name}</Text>
          <Rating
            value={review.rating}
            readOnly
            size="sm"
            role="img"
            aria-label={t(`store.ratings.${ratingKey(review.rating)}`)}
          />
          <Text size="xs" c="dimmed">
            {date.format(new Date(review.createdAt))}
          </Text>
          <Text mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.comment}
          </Text>
        </Paper>
      ))}
      <Title order={3} size="h4" mt="sm">
        {t('store.product.writeReview')}
      </Title>
      {!user ? (
        <Alert variant="light">
          {t('store.product.signInToReview')}{' '}
          <Anchor href={loginHref(`/product/${product._id}`)}>{t('store.product.signIn')}</Anchor>
        </Alert>
      ) : product.canReview ? (
        <ReviewForm productId={product._id} />
      ) : (
        <Alert variant="light" color="green">
          {t('store.product.reviewed')}
        </Alert>
      )}
    </Stack>
  );
}

function ReviewForm({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { rating: null as string | null, comment: '' },
    validate: {
      rating: (rating) => (rating ? null : t('store.product.ratingRequired')),
      comment: (comment) => (comment.trim() ? null : t('store.product.commentRequired')),
    },
    enhanceGetInputProps: () => ({ error: undefined }),
  });
  const [error, setError] = useState<string | null>(null);
  const review = trpc.user.createProductReview.useMutation({
    ...useMutationError(setError),
    onSuccess: async () => {
      notifySuccess(t('messages.reviewSubmitted'));
      form.reset();
      await utils.public.getProductById.invalidate({ id: productId });
    },
  });

  const submit = ({ rating, comment }: { rating: string | null; comment: string }) =>
    review.mutate({ id: productId, rating: Number(rating), comment });

  return (
    <form onSubmit={form.onSubmit(submit, (errors) => setError(firstProblem(errors)))} noValidate>
      <Stack gap="sm">
        <ErrorAlert message={error} />
        <Select
          label={t('store.product.rating')}
          placeholder={t('store.product.ratingPlaceholder')}
          data={reviewRatings.map((r) => ({
            value: String(r.value),
            label: `${r.value} - ${t(`store.ratings.${ratingKey(r.value)}`)}`,
          }))}
          {...form.getInputProps('rating')}
          allowDeselect={false}
        />
        <Textarea
          label={t('store.product.comment')}
          autosize
          minRows={3}
          maxLength={limits.reviewComment}
          {...form.getInputProps('comment')}
        />
        <Button type="submit" loading={review.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('store.product.submit')}
        </Button>
      </Stack>
    </form>
  );
}

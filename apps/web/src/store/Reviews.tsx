import { Alert, Anchor, Button, Paper, Rating, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { limits, reviewRatings } from '@quanta/validators';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { loginHref } from '../session/navigation';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/useSession';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { ratingKey } from './i18n';

type Product = RouterOutputs['public']['getProductById'];

/** The product's reviews, newest first, and the review form for a signed-in user who has not reviewed it. */
export function Reviews({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const user = useUserInfo();
  const date = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en-US', { dateStyle: 'medium' });
  return (
    <Stack gap="sm" maw={640}>
      <Title order={3}>{t('store.product.reviews')}</Title>
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
      <Title order={4} mt="sm">
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
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const review = trpc.user.createProductReview.useMutation();
  const [rating, setRating] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return setError(t('store.product.ratingRequired'));
    if (!comment.trim()) return setError(t('store.product.commentRequired'));
    setError(null);
    try {
      await review.mutateAsync({ id: productId, rating: Number(rating), comment });
      notifySuccess(t('messages.reviewSubmitted'));
      setRating(null);
      setComment('');
      await utils.public.getProductById.invalidate({ id: productId });
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorAlert message={error} />
        <Select
          label={t('store.product.rating')}
          placeholder={t('store.product.ratingPlaceholder')}
          data={reviewRatings.map((r) => ({
            value: String(r.value),
            label: `${r.value} - ${t(`store.ratings.${ratingKey(r.value)}`)}`,
          }))}
          value={rating}
          onChange={setRating}
          allowDeselect={false}
        />
        <Textarea
          label={t('store.product.comment')}
          autosize
          minRows={3}
          maxLength={limits.reviewComment}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <Button type="submit" loading={review.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('store.product.submit')}
        </Button>
      </Stack>
    </form>
  );
}

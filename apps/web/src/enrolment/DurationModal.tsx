import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceLabel } from '../classes/labels';
import { type Duration, durationKey } from './standing';

/** What the class offers: the durations to choose from, and its lesson package when it sells one. */
export interface DurationOffer {
  choices: Duration[];
  includeLibrary: boolean;
  lessonPackageSize: number;
  lessonPackagePrice: number;
  /** The school's currency, which the package price is in. */
  currency?: string;
}

interface DurationModalProps {
  /** The student being registered; the modal is open while there is one. */
  student: { name: string } | null;
  offer: DurationOffer;
  loading: boolean;
  onClose: () => void;
  onConfirm: (duration: Duration) => void;
}

/**
 * Register for a class with the library or lesson packages: one month (the default, preselected on every
 * opening), one year (with the library) or one package (when the class sells them).
 */
export function DurationModal({ student, offer, loading, onClose, onConfirm }: DurationModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={!!student} onClose={onClose} title={t('enrolment.duration.title')} centered>
      {student && (
        <DurationForm
          key={student.name}
          name={student.name}
          offer={offer}
          loading={loading}
          onClose={onClose}
          onConfirm={onConfirm}
        />
      )}
    </Modal>
  );
}

function DurationForm(props: {
  name: string;
  offer: DurationOffer;
  loading: boolean;
  onClose: () => void;
  onConfirm: (duration: Duration) => void;
}) {
  const { t, i18n } = useTranslation();
  const { offer } = props;
  const [duration, setDuration] = useState<Duration>(1);
  const label = (d: Duration) =>
    d === 3
      ? t('enrolment.duration.packageChoice', {
          count: offer.lessonPackageSize,
          price: priceLabel(offer.lessonPackagePrice, i18n.language, offer.currency),
        })
      : t(`enrolment.duration.${durationKey(d)}`);
  return (
    <Stack>
      {offer.includeLibrary && (
        <Text size="sm" c="dimmed">
          {t('enrolment.duration.libraryNote')}
        </Text>
      )}
      {offer.choices.includes(3) && (
        <Text size="sm" c="dimmed">
          {t('enrolment.duration.packageNote')}
        </Text>
      )}
      <Radio.Group
        label={t('enrolment.duration.question', { name: props.name })}
        value={String(duration)}
        onChange={(value) => setDuration(offer.choices.find((d) => String(d) === value) ?? 1)}
      >
        <Stack gap="xs" mt="xs">
          {offer.choices.map((d) => (
            <Radio key={d} value={String(d)} label={label(d)} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>
        <Button loading={props.loading} onClick={() => props.onConfirm(duration)}>
          {t('enrolment.duration.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

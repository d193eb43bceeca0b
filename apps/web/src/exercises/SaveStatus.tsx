import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCloudOff, IconLoader2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '../session/errors';
import type { OutboxStatus } from './outbox';
import type { SaveRefusal } from './outbox-store';

interface SaveStatusProps {
  status: OutboxStatus;
  /** The question's number (1-based) for a refusal. */
  numberOf: (questionId: string) => number;
  /** Seconds left in an exam; null otherwise. */
  remaining: number | null;
}

/** Seconds before an exam's end from which waiting answers are warned about. */
const WARN_SECONDS = 120;

/**
 * Where the student's answers stand, always on screen: all saved, how many wait to be sent (and that
 * the device is offline), and any the server refused with why. Before an exam's end, a warning when
 * answers are still waiting.
 */
export function SaveStatus({ status, numberOf, remaining }: SaveStatusProps) {
  const { t } = useTranslation();
  const reason = (r: SaveRefusal) => (isMessageKey(r.key) ? t(`messages.${r.key}`) : r.message);
  const line = !status.ready
    ? null
    : status.waiting === 0
      ? { color: 'teal', icon: <IconCircleCheck size={16} />, text: t('exercises.outbox.allSaved') }
      : status.unreachable
        ? {
            color: 'orange',
            icon: <IconCloudOff size={16} />,
            text: t('exercises.outbox.waitingOffline', { count: status.waiting }),
          }
        : {
            color: 'blue',
            icon: <IconLoader2 size={16} />,
            text: t('exercises.outbox.waiting', { count: status.waiting }),
          };
  return (
    <Stack gap={4} role="status" aria-label={t('exercises.outbox.label')}>
      {line && (
        <Group gap={6} wrap="nowrap" c={line.color}>
          {line.icon}
          <Text size="sm" c={line.color} style={{ overflowWrap: 'anywhere' }}>
            {line.text}
          </Text>
        </Group>
      )}
      {status.refused.map((r) => (
        <Group key={r.questionId} gap={6} wrap="nowrap" align="flex-start" c="red">
          <IconAlertTriangle size={16} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
            {t('exercises.outbox.refused', { n: numberOf(r.questionId), reason: reason(r.refusal) })}
          </Text>
        </Group>
      ))}
      {status.photos.flatMap((p) =>
        p.refused
          ? [
              <Group key={p.clientKey} gap={6} wrap="nowrap" align="flex-start" c="red">
                <IconAlertTriangle size={16} style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
                  {t('workPhotos.refused', { name: p.name, reason: reason(p.refused) })}
                </Text>
              </Group>,
            ]
          : [],
      )}
      {remaining !== null && remaining > 0 && remaining <= WARN_SECONDS && status.waiting > 0 && (
        <Alert color="orange" variant="light" icon={<IconCloudOff size={18} />}>
          {t('exercises.outbox.endingSoon', { count: status.waiting })}
        </Alert>
      )}
    </Stack>
  );
}

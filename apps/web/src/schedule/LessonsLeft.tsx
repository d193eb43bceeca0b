import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';

interface LessonsLeftProps {
  classId: string;
  studentId: string;
  /** Off while it is known the class sells no packages: no request is sent. */
  enabled?: boolean;
}

/**
 * "Lessons left: R of T (U used)" for a student who holds a lesson package in the class; nothing otherwise, nor
 * while it loads or when it cannot be read (the row's other cells stand on their own). One request per
 * row: the lists it sits in are a student's or a family's classes and one class's roster.
 */
export function LessonsLeft({ classId, studentId, enabled = true }: LessonsLeftProps) {
  const { t } = useTranslation();
  const balance = trpc.user.getLessonBalance.useQuery(
    { classId, studentId },
    { enabled, staleTime: 60_000, retry: false },
  );
  const b = balance.data;
  if (!b || b.total <= 0) return null;
  const color = b.remaining <= 0 ? 'red' : b.remaining <= 2 ? 'orange' : 'teal';
  return (
    <Badge color={color} variant="dot" size="sm" tt="none" style={{ whiteSpace: 'normal', height: 'auto' }}>
      {t('schedule.balance.left', { remaining: b.remaining, total: b.total, used: b.used })}
    </Badge>
  );
}

import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../exercises/format';
import { trpc } from '../session/trpc';
import { PaperSection } from '../ui/PaperSection';
import { useMutationError } from '../ui/use-mutation-error';

/** On the edit page: students' bug reports on this question, each with Mark resolved. Hidden when none. */
export function QuestionReports({ questionId }: { questionId: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const reports = trpc.teacher.getQuestionReports.useQuery({ questionId });
  const resolve = trpc.teacher.resolveQuestionReport.useMutation({
    onSuccess: () => {
      void utils.teacher.getQuestionReports.invalidate({ questionId });
      void utils.teacher.getOpenReportCounts.invalidate();
    },
    ...useMutationError(),
  });
  const list = reports.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <PaperSection title={t('resources.bugs.title')} order={3} size="h4" gap="sm">
      {list.map((r) => (
        <Group key={r._id} justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Badge color={r.resolved ? 'gray' : 'red'} variant="light">
                {t(`resources.report.types.${String(r.errorType) as '1'}`)}
              </Badge>
              {r.resolved && <Text size="xs">{t('resources.bugs.resolved')}</Text>}
            </Group>
            {r.otherContent && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.otherContent}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('resources.bugs.by', { name: r.student.name, time: formatDateTime(r.createdAt) })}
            </Text>
          </Stack>
          {!r.resolved && (
            <Button size="xs" variant="light" onClick={() => resolve.mutate({ id: r._id })} loading={resolve.isPending}>
              {t('resources.bugs.resolve')}
            </Button>
          )}
        </Group>
      ))}
    </PaperSection>
  );
}

/** My Questions' badge: the open reports on each listed question. */
export function useOpenReportCounts(questionIds: string[]) {
  const counts = trpc.teacher.getOpenReportCounts.useQuery({ questionIds }, { enabled: questionIds.length > 0 });
  return new Map((counts.data?.list ?? []).map((c) => [c.questionId, c.open]));
}

export function ReportBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <Badge color="red" variant="light" size="sm" tt="none">
      {t('resources.bugs.badge', { count })}
    </Badge>
  );
}

import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconClockPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LessonsLeft } from '../schedule/LessonsLeft';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { confirmAction } from '../ui/confirm-action';
import { notifySuccess } from '../ui/notify';
import { QuerySection } from '../ui/QuerySection';
import { DeleteButton } from '../ui/RowButtons';
import { useMutationError } from '../ui/use-mutation-error';
import { ExtraTimeModal } from './ExtraTimeModal';
import { ExpiryCell, studentHeaders } from './StudentColumns';
import { formatDate } from './standing';

type RosterEntry = RouterOutputs['teacher']['studentList'][number];

/** The class's students: name (to their exercises) and extra time, e-mail, parent, expiry, extra time and remove. */
export function RosterTable({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const roster = trpc.teacher.studentList.useQuery({ classID: classId });
  const [extraTimeOf, setExtraTimeOf] = useState<RosterEntry | null>(null);
  // Balances are asked per student only in a class that sells lesson packages.
  const sellsPackages = (trpc.public.getClassById.useQuery({ id: classId }).data?.lessonPackageSize ?? 0) > 0;
  const remove = trpc.teacher.removeStudentFromClass.useMutation({
    ...useMutationError(),
    onSuccess: () => notifySuccess(t('messages.deleteSuccess')),
    onSettled: () =>
      Promise.all([
        utils.teacher.studentList.invalidate({ classID: classId }),
        utils.teacher.getClassRegisterList.invalidate({ id: classId }),
      ]),
  });

  const confirmRemove = ({ student }: RosterEntry) =>
    confirmAction({
      text: t('enrolment.roster.removeText', { name: student.name, email: student.email }),
      confirmLabel: t('enrolment.roster.remove'),
      danger: true,
      onConfirm: () => remove.mutate({ studentID: student.ID, classID: classId }),
    });

  return (
    <>
      <QuerySection
        title={t('enrolment.roster.students')}
        query={roster}
        empty={t('enrolment.roster.empty')}
        minWidth={760}
        headers={studentHeaders(t, t('common.name'), [t('enrolment.roster.parent')])}
      >
        {(rows) =>
          rows.map((entry) => (
            <Table.Tr key={entry.student.ID}>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Anchor component={AppLink} href={`/teacher/exercise/${classId}/${entry.student.ID}`} fw={500}>
                    {entry.student.name}
                  </Anchor>
                  {entry.extraTimePercent > 0 && (
                    <Badge variant="light" color="grape" size="sm" tt="none" miw="max-content">
                      {t('enrolment.extraTime.badge', { percent: entry.extraTimePercent })}
                    </Badge>
                  )}
                  <LessonsLeft classId={classId} studentId={entry.student.ID} enabled={sellsPackages} />
                </Stack>
              </Table.Td>
              <Table.Td>{entry.student.email}</Table.Td>
              <Table.Td>
                {entry.parent && (
                  <Stack gap={0}>
                    <Text size="sm">{entry.parent.name}</Text>
                    <Text size="xs" c="dimmed">
                      {[entry.parent.email, entry.parent.phone].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                )}
              </Table.Td>
              <ExpiryCell expired={!entry.isValid}>
                {entry.expirationDate ? (
                  formatDate(entry.expirationDate)
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('enrolment.roster.noExpiry')}
                  </Text>
                )}
              </ExpiryCell>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconClockPlus size={14} />}
                    aria-label={t('enrolment.extraTime.actionFor', { name: entry.student.name })}
                    onClick={() => setExtraTimeOf(entry)}
                  >
                    {t('enrolment.extraTime.action')}
                  </Button>
                  <DeleteButton label={t('enrolment.roster.remove')} onClick={() => confirmRemove(entry)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </QuerySection>
      <ExtraTimeModal
        classId={classId}
        student={extraTimeOf && { ...extraTimeOf.student, extraTimePercent: extraTimeOf.extraTimePercent }}
        onClose={() => setExtraTimeOf(null)}
      />
    </>
  );
}

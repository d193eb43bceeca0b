import { Badge, Button, Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import type { Library } from './types';

/** The teachers who may use a library: every teacher with Bind or Unbind. */
export function TeacherModal({ library, onClose }: { library: Library | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const teachers = trpc.admin.getTeachers.useQuery(undefined, { enabled: library !== null });
  const [error, setError] = useState<string | null>(null);
  const callbacks = {
    ...useMutationError(setError),
    onSuccess: () => {
      notifySuccess(t('messages.successfullySaved'));
      return utils.user.getLibrary.invalidate();
    },
  };
  const bind = trpc.admin.bindTeacherToLibrary.useMutation(callbacks);
  const unbind = trpc.admin.unbindTeacherToLibrary.useMutation(callbacks);
  /** The teacher whose Bind or Unbind is being saved. */
  const busy = [bind, unbind].find((m) => m.isPending)?.variables?.teacherId ?? null;
  const bound = new Set(library?.teacher.map((x) => x._id));

  const toggle = (teacherId: string, isBound: boolean) => {
    if (!library) return;
    const input = { teacherId, libraryId: library._id };
    if (isBound) unbind.mutate(input);
    else bind.mutate(input);
  };

  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Modal
      opened={library !== null}
      onClose={close}
      title={t('libraries.teachersOf', { name: library?.name ?? '' })}
      size="lg"
    >
      <Stack>
        <ErrorAlert message={error} />
        {teachers.error && <ErrorAlert message={errorText(teachers.error)} />}
        {teachers.data ? (
          teachers.data.list.length === 0 ? (
            <Text c="dimmed">{t('libraries.noTeachers')}</Text>
          ) : (
            <Table striped verticalSpacing="xs" aria-label={t('libraries.teachers')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('common.name')}</Table.Th>
                  <Table.Th>{t('common.email')}</Table.Th>
                  <Table.Th>{t('libraries.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {teachers.data.list.map((teacher) => {
                  const isBound = bound.has(teacher._id);
                  return (
                    <Table.Tr key={teacher._id}>
                      <Table.Td>{teacher.name}</Table.Td>
                      <Table.Td>{teacher.email}</Table.Td>
                      <Table.Td>
                        {isBound && (
                          <Badge color="teal" variant="light">
                            {t('libraries.bound')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant={isBound ? 'light' : 'filled'}
                          color={isBound ? 'red' : 'blue'}
                          loading={busy === teacher._id}
                          onClick={() => toggle(teacher._id, isBound)}
                        >
                          {isBound ? t('libraries.unbind') : t('libraries.bind')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )
        ) : (
          !teachers.error && (
            <Center py="md">
              <Loader aria-label={t('common.loading')} />
            </Center>
          )
        )}
      </Stack>
    </Modal>
  );
}

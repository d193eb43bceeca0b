import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { isEmail, normaliseEmail } from '@quanta/validators';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';

type FoundStudent = RouterOutputs['teacher']['getUserByEmail'];

/** Add students: find a student account by e-mail and put it on the class's roster. */
export function StudentSearch({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<FoundStudent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const add = trpc.teacher.addStudentToClass.useMutation({
    ...useMutationError(setError),
    onSuccess: () => {
      setFound(null);
      setEmail('');
      notifySuccess(t('messages.addSuccess'));
      return utils.teacher.studentList.invalidate({ classID: classId });
    },
  });

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const value = normaliseEmail(email);
    setFound(null);
    const problem = !value ? 'emailRequired' : isEmail(value) ? null : 'emailInvalid';
    setError(problem ? t(`messages.${problem}`) : null);
    if (problem) return;
    setSearching(true);
    try {
      setFound(await utils.teacher.getUserByEmail.fetch({ email: value }, { staleTime: 0 }));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSearching(false);
    }
  };

  const addFound = (student: FoundStudent) => add.mutate({ student: student._id, classInfo: classId });

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="sm">
        {t('enrolment.roster.searchTitle')}
      </Title>
      <Stack gap="sm">
        <form onSubmit={search} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('enrolment.roster.searchLabel')}
              type="email"
              autoComplete="off"
              w={{ base: '100%', sm: 360 }}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <Button type="submit" variant="light" loading={searching} leftSection={<IconSearch size={16} />}>
              {t('enrolment.roster.search')}
            </Button>
          </Group>
        </form>
        <ErrorAlert message={error} />
        {found && (
          <Group justify="space-between" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <div>
              <Text fw={500}>{found.name}</Text>
              <Text size="sm" c="dimmed">
                {found.email}
              </Text>
            </div>
            <Button
              loading={add.isPending}
              leftSection={<IconUserPlus size={16} />}
              onClick={() => void addFound(found)}
            >
              {t('enrolment.roster.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { limits } from '@quanta/validators';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { BackLink } from '../ui/BackLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useDocumentTitle } from '../ui/use-document-title';
import { useMutationError } from '../ui/use-mutation-error';
import { useUiLanguage } from '../ui/use-ui-language';
import { LessonPlace } from './LessonPlace';
import { formatLessonDate, formatTimeRange } from './lesson-time';
import { RollRow } from './RollRow';
import { initialMarks, rollRecords } from './roll-marks';
import type { LessonRoll } from './types';
import { dayIn } from './week';

const route = getRouteApi('/teach/lesson/$id');

/** A lesson's roll, made for a phone: one tap marks a student, the lesson report below, Save always in reach. */
export function Roll() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = route.useParams();
  const roll = trpc.teacher.getLessonAttendance.useQuery({ lessonId: id });
  useDocumentTitle(roll.data?.lesson.className);
  return (
    <Container size="sm" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <BackLink
          label={t('lessons.roll.back')}
          fallback={
            roll.data ? `/timetable?week=${dayIn(roll.data.lesson.startsAt, roll.data.timeZone)}` : '/timetable'
          }
        />
        {roll.error && <ErrorAlert message={errorText(roll.error)} />}
        {!roll.data && !roll.error && (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
        {/* Keyed by the answer: after a save the refetched roll (and its balances) starts the form afresh. */}
        {roll.data && <RollForm key={roll.dataUpdatedAt} roll={roll.data} />}
      </Stack>
    </Container>
  );
}

function RollForm({ roll }: { roll: LessonRoll }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const utils = trpc.useUtils();
  const { lesson, timeZone } = roll;
  const [marks, setMarks] = useState(() => initialMarks(roll));
  const [notes, setNotes] = useState(() => Object.fromEntries(roll.list.map((e) => [e.student._id, e.note])));
  const [covered, setCovered] = useState(roll.report?.covered ?? '');
  const [homework, setHomework] = useState(roll.report?.homework ?? '');
  const save = trpc.teacher.takeAttendance.useMutation({
    ...useMutationError(),
    onSuccess: () => {
      notifySuccess(t('messages.attendanceSaved'));
      return Promise.all([
        utils.teacher.getLessonAttendance.invalidate({ lessonId: lesson._id }),
        utils.user.getTimetable.invalidate(),
      ]);
    },
  });
  const records = rollRecords(roll, marks, notes);
  const cancelled = lesson.status === 'cancelled';
  const hasReport = !!(covered.trim() || homework.trim() || roll.report);
  const submit = () =>
    save.mutate({
      lessonId: lesson._id,
      records,
      ...(hasReport && { report: { covered: covered.trim(), homework: homework.trim() } }),
    });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="header">
        <Stack gap={4}>
          <Group gap="xs" justify="space-between">
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {lesson.className}
            </Title>
            {lesson.rollTaken && (
              <Badge color="green" variant="dot" tt="none">
                {t('lessons.roll.taken')}
              </Badge>
            )}
          </Group>
          <Text>{formatLessonDate(lesson.startsAt, timeZone, language)}</Text>
          <Text fw={600}>{formatTimeRange(lesson.startsAt, lesson.endsAt, timeZone, language)}</Text>
          <LessonPlace lesson={lesson} size="sm" />
        </Stack>
      </Paper>
      {cancelled && <Alert color="red">{t('lessons.roll.cancelled')}</Alert>}
      {roll.list.length === 0 ? (
        <Text c="dimmed">{t('lessons.roll.empty')}</Text>
      ) : (
        <Stack gap="sm" component="section" aria-label={t('lessons.roll.students')}>
          {roll.list.map((entry) => (
            <RollRow
              key={entry.student._id}
              entry={entry}
              mark={marks[entry.student._id] ?? null}
              onMark={(mark) => setMarks((m) => ({ ...m, [entry.student._id]: mark }))}
              note={notes[entry.student._id] ?? ''}
              onNote={(note) => setNotes((n) => ({ ...n, [entry.student._id]: note }))}
              disabled={cancelled}
            />
          ))}
        </Stack>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lesson-report">
        <Stack gap="sm">
          <Title order={2} size="h4" id="lesson-report">
            {t('lessons.roll.report')}
          </Title>
          <Textarea
            label={t('lessons.report.covered')}
            value={covered}
            onChange={(e) => setCovered(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={limits.lessonReport}
            disabled={cancelled}
          />
          <Textarea
            label={t('lessons.report.homework')}
            value={homework}
            onChange={(e) => setHomework(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={limits.lessonReport}
            disabled={cancelled}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="sm" pos="sticky" bottom={0} shadow="md" style={{ zIndex: 2 }}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('lessons.roll.marked', { count: records.length, total: roll.list.length })}
          </Text>
          <Button
            size="md"
            miw={140}
            onClick={submit}
            loading={save.isPending}
            disabled={cancelled || records.length === 0}
          >
            {t('lessons.roll.save')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

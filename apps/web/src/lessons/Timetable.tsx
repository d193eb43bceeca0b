import {
  Button,
  Center,
  Container,
  em,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarOff, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/use-session';
import { EmptyState } from '../ui/EmptyState';
import { ErrorAlert } from '../ui/ErrorAlert';
import { useMedia } from '../ui/use-media';
import { useUiLanguage } from '../ui/use-ui-language';
import { CalendarFeed } from './CalendarFeed';
import { LeaveModal } from './LeaveModal';
import { LessonCard } from './LessonCard';
import { formatDay, formatWeek } from './lesson-time';
import { entryKey, type Timetable as TimetableAnswer, type TimetableEntry } from './types';
import { addDays, dayIn, groupByDay, weekDays, weekStart } from './week';

const route = getRouteApi('/timetable');

/** Mantine's `sm` breakpoint (48em, 768 px): a week grid from here up, a list by day below. */
const wide = `(min-width: ${em(768)})`;

/**
 * The school's zone as last answered. Until the first answer the browser's zone stands in for it; the week
 * is then recounted in the school's zone, which changes it only near midnight on a Sunday.
 */
let knownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A week of lessons: the caller's own, a parent's children's, or (for an admin) anyone's, by teacher or room. */
export function Timetable() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const errorText = useErrorText();
  const user = useUserInfo();
  const navigate = route.useNavigate();
  const { week } = route.useSearch();
  const [zone, setZone] = useState(knownZone);
  const monday = weekStart(week, zone);
  const days = weekDays(monday);
  const isAdmin = !!user?.isAdmin;
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const [room, setRoom] = useState('');
  const [roomFilter] = useDebouncedValue(room.trim(), 400);
  const timetable = trpc.user.getTimetable.useQuery(
    {
      from: days[0] as string,
      to: days[6] as string,
      ...(isAdmin && teacherId && { teacherId }),
      ...(isAdmin && roomFilter && { room: roomFilter }),
    },
    { placeholderData: keepPreviousData, enabled: !!user },
  );
  const answeredZone = timetable.data?.timeZone;
  useEffect(() => {
    if (answeredZone && answeredZone !== zone) {
      knownZone = answeredZone;
      setZone(answeredZone);
    }
  }, [answeredZone, zone]);
  const [leaveFor, setLeaveFor] = useState<TimetableEntry | null>(null);
  const goTo = (day: string | undefined) => void navigate({ search: day ? { week: day } : {}, replace: false });
  const thisWeek = weekStart(undefined, zone);

  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('lessons.timetable.title')}
        </Title>
        <Group justify="space-between" gap="xs">
          <Text fw={600} aria-live="polite">
            {formatWeek(days[0] as string, days[6] as string, language)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              px={8}
              onClick={() => goTo(addDays(monday, -7))}
              aria-label={t('lessons.timetable.previousWeek')}
              title={t('lessons.timetable.previousWeek')}
            >
              <IconChevronLeft size={16} />
            </Button>
            <Button variant="default" size="xs" onClick={() => goTo(undefined)} disabled={monday === thisWeek}>
              {t('lessons.timetable.thisWeek')}
            </Button>
            <Button
              variant="default"
              size="xs"
              px={8}
              onClick={() => goTo(addDays(monday, 7))}
              aria-label={t('lessons.timetable.nextWeek')}
              title={t('lessons.timetable.nextWeek')}
            >
              <IconChevronRight size={16} />
            </Button>
          </Group>
        </Group>
        {isAdmin && <AdminFilters teacherId={teacherId} onTeacher={setTeacherId} room={room} onRoom={setRoom} />}
        {timetable.error && <ErrorAlert message={errorText(timetable.error)} />}
        {!timetable.data && !timetable.error && (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
        {timetable.data && (
          <Week
            answer={timetable.data}
            days={days}
            showStudent={user?.role === 'Parent'}
            showRoll={user?.role === 'Teacher'}
            onAskLeave={setLeaveFor}
          />
        )}
        <CalendarFeed />
      </Stack>
      <LeaveModal
        entry={leaveFor}
        timeZone={timetable.data?.timeZone ?? zone}
        cutoffHours={timetable.data?.leaveCutoffHours ?? 24}
        onClose={() => setLeaveFor(null)}
      />
    </Container>
  );
}

interface WeekProps {
  answer: TimetableAnswer;
  days: string[];
  showStudent: boolean;
  showRoll: boolean;
  onAskLeave: (entry: TimetableEntry) => void;
}

/** The week's lessons: seven day columns on a laptop, a list by day (days with lessons) on a phone. */
function Week({ answer, days, showStudent, showRoll, onAskLeave }: WeekProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const grid = useMedia(wide);
  const { timeZone } = answer;
  const byDay = groupByDay(answer.list, days, timeZone);
  const today = dayIn(new Date(), timeZone);
  const card = (entry: TimetableEntry) => (
    <LessonCard
      key={entryKey(entry)}
      entry={entry}
      timeZone={timeZone}
      showStudent={showStudent}
      showRoll={showRoll}
      onAskLeave={onAskLeave}
    />
  );
  if (!grid && answer.list.length === 0)
    return <EmptyState icon={IconCalendarOff} text={t('lessons.timetable.empty')} />;
  const heading = (day: string) => (
    <Title order={2} size="h6" c={day === today ? 'var(--mantine-primary-color-filled)' : undefined}>
      {formatDay(day, language)}
    </Title>
  );
  if (!grid)
    return (
      <Stack gap="md" role="group" aria-label={t('lessons.timetable.days')}>
        {days
          .filter((day) => byDay.get(day)?.length)
          .map((day) => (
            <Stack key={day} gap={6} component="section" aria-label={formatDay(day, language)}>
              {heading(day)}
              {byDay.get(day)?.map(card)}
            </Stack>
          ))}
      </Stack>
    );
  return (
    <Stack gap="xs">
      <SimpleGrid cols={7} spacing={6} role="group" aria-label={t('lessons.timetable.days')}>
        {days.map((day) => (
          <Paper
            key={day}
            component="section"
            aria-label={formatDay(day, language)}
            withBorder
            radius="md"
            p={6}
            bg={day === today ? 'var(--mantine-primary-color-light)' : 'gray.0'}
            mih={120}
            miw={0}
          >
            <Stack gap={6}>
              {heading(day)}
              {byDay.get(day)?.length ? (
                byDay.get(day)?.map(card)
              ) : (
                <Text size="xs" c="dimmed">
                  {t('lessons.timetable.noLessons')}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {answer.list.length === 0 && (
        <Text c="dimmed" size="sm" ta="center">
          {t('lessons.timetable.empty')}
        </Text>
      )}
      <Text c="dimmed" size="xs" ta="right">
        {t('lessons.timetable.timeZone', { zone: timeZone })}
      </Text>
    </Stack>
  );
}

interface AdminFiltersProps {
  teacherId: string | null;
  onTeacher: (id: string | null) => void;
  room: string;
  onRoom: (room: string) => void;
}

/** An admin sees every lesson: narrowed to one teacher's or one room's. */
function AdminFilters({ teacherId, onTeacher, room, onRoom }: AdminFiltersProps) {
  const { t } = useTranslation();
  const teachers = trpc.admin.getTeachers.useQuery();
  return (
    <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
      <Select
        label={t('lessons.timetable.teacherFilter')}
        placeholder={t('lessons.timetable.allTeachers')}
        data={(teachers.data?.list ?? []).map((teacher) => ({ value: teacher._id, label: teacher.name }))}
        value={teacherId}
        onChange={onTeacher}
        searchable
        clearable
        miw={180}
      />
      <TextInput
        label={t('lessons.timetable.roomFilter')}
        placeholder={t('lessons.timetable.anyRoom')}
        value={room}
        onChange={(e) => onRoom(e.currentTarget.value)}
        miw={180}
      />
    </Group>
  );
}

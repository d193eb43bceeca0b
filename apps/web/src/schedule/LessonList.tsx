import { ActionIcon, Anchor, Badge, Button, Group, Menu, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import {
  IconArrowsExchange,
  IconCalendarEvent,
  IconChecklist,
  IconDoor,
  IconDots,
  IconRestore,
  IconUserShare,
  IconX,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLessonStart, minutesBetween } from '../lessons/lesson-time';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { EmptyState } from '../ui/EmptyState';
import { LinkButton } from '../ui/LinkButton';
import { StackedTable } from '../ui/StackedTable';
import { useRefreshingMutations } from '../ui/use-mutation-error';
import { useUiLanguage } from '../ui/use-ui-language';
import { type LessonEdit, LessonModal } from './LessonModal';
import type { Lesson } from './slot-form';

interface LessonListProps {
  classId: string;
  list: Lesson[];
  timeZone: string;
}

/** How many lessons show at first, and how many more each "Show more" adds. */
const pageSize = 10;

/**
 * The class's lessons, a table on a wide screen and a card each on a phone, each with its actions: the
 * upcoming ones from the next on, or the past ones from the latest back, ten at a time.
 */
export function LessonList({ classId, list, timeZone }: LessonListProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [part, setPart] = useState<'upcoming' | 'past'>('upcoming');
  const [shown, setShown] = useState(pageSize);
  const { upcoming, past } = useMemo(() => {
    const now = Date.now();
    return {
      upcoming: list.filter((l) => Date.parse(l.endsAt) > now),
      past: list.filter((l) => Date.parse(l.endsAt) <= now).reverse(),
    };
  }, [list]);
  const chosen = part === 'upcoming' ? upcoming : past;
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<{ lesson: Lesson; edit: LessonEdit } | null>(null);
  const refreshing = useRefreshingMutations(() => utils.teacher.getClassLessons.invalidate({ classId }));
  const setStatus = trpc.teacher.updateLesson.useMutation(refreshing(() => t('schedule.lessons.saved')));
  const when = (l: Lesson) => formatLessonStart(l.startsAt, timeZone, language);

  const toggleCancel = (lesson: Lesson) => {
    const cancelling = lesson.status === 'scheduled';
    confirmAction({
      text: t(cancelling ? 'schedule.lessons.cancelText' : 'schedule.lessons.restoreText', { when: when(lesson) }),
      confirmLabel: t(cancelling ? 'schedule.lessons.cancel' : 'schedule.lessons.restore'),
      danger: cancelling,
      onConfirm: () => setStatus.mutate({ id: lesson._id, status: cancelling ? 'cancelled' : 'scheduled' }),
    });
  };

  if (list.length === 0) return <EmptyState icon={IconCalendarEvent} text={t('schedule.lessons.empty')} />;

  return (
    <>
      <SegmentedControl
        mb="sm"
        aria-label={t('schedule.lessons.title')}
        value={part}
        onChange={(value) => {
          setPart(value as 'upcoming' | 'past');
          setShown(pageSize);
        }}
        data={[
          { value: 'upcoming', label: t('schedule.lessons.upcoming', { count: upcoming.length }) },
          { value: 'past', label: t('schedule.lessons.past', { count: past.length }) },
        ]}
      />
      <StackedTable
        aria-label={t('schedule.lessons.title')}
        headers={[
          t('schedule.lessons.when'),
          t('schedule.lessons.place'),
          t('schedule.lessons.teacher'),
          t('schedule.lessons.status'),
          t('schedule.lessons.roll'),
          t('schedule.lessons.actions'),
        ]}
      >
        {chosen.slice(0, shown).map((lesson) => (
          <Table.Tr key={lesson._id}>
            <Table.Td>
              <Stack gap={0}>
                <Text fw={500} td={lesson.status === 'cancelled' ? 'line-through' : undefined}>
                  {when(lesson)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('schedule.lessons.minutes', { minutes: minutesBetween(lesson.startsAt, lesson.endsAt) })}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Stack gap={0}>
                {lesson.room && <Text size="sm">{lesson.room}</Text>}
                {lesson.link && (
                  <Anchor href={lesson.link} target="_blank" rel="noreferrer" size="sm">
                    {t('schedule.lessons.online')}
                  </Anchor>
                )}
              </Stack>
            </Table.Td>
            <Table.Td>{lesson.teacher.name}</Table.Td>
            <Table.Td>
              <Badge color={lesson.status === 'cancelled' ? 'red' : 'blue'} variant="dot" tt="none">
                {t(`schedule.lessons.${lesson.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c={lesson.rollTaken ? 'teal.9' : 'dimmed'}>
                {t(lesson.rollTaken ? 'schedule.lessons.rollTaken' : 'schedule.lessons.rollNotTaken')}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <LinkButton href={`/teach/lesson/${lesson._id}`} variant="light" icon={IconChecklist}>
                  {t('schedule.lessons.openRoll')}
                </LinkButton>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('schedule.lessons.more', { when: when(lesson) })}
                      loading={setStatus.isPending && setStatus.variables?.id === lesson._id}
                    >
                      <IconDots size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      leftSection={<IconArrowsExchange size={16} />}
                      onClick={() => setEditing({ lesson, edit: 'move' })}
                    >
                      {t('schedule.lessons.move')}
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconDoor size={16} />}
                      onClick={() => setEditing({ lesson, edit: 'place' })}
                    >
                      {t('schedule.lessons.placeAction')}
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconUserShare size={16} />}
                      onClick={() => setEditing({ lesson, edit: 'substitute' })}
                    >
                      {t('schedule.lessons.substitute')}
                    </Menu.Item>
                    <Menu.Divider />
                    {lesson.status === 'scheduled' ? (
                      <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={() => toggleCancel(lesson)}>
                        {t('schedule.lessons.cancel')}
                      </Menu.Item>
                    ) : (
                      <Menu.Item leftSection={<IconRestore size={16} />} onClick={() => toggleCancel(lesson)}>
                        {t('schedule.lessons.restore')}
                      </Menu.Item>
                    )}
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </StackedTable>
      {chosen.length > shown && (
        <Button variant="default" mt="sm" onClick={() => setShown((n) => n + pageSize)}>
          {t('schedule.lessons.showMore', { count: Math.min(pageSize, chosen.length - shown) })}
        </Button>
      )}
      <LessonModal
        classId={classId}
        timeZone={timeZone}
        lesson={editing?.lesson ?? null}
        edit={editing?.edit ?? 'move'}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

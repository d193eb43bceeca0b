import { Button, Collapse, List, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlarm,
  IconDeviceFloppy,
  IconEye,
  IconEyeOff,
  IconFlag,
  IconPlayerPlay,
  IconQuestionMark,
  IconRefresh,
  IconWifi,
  IconWifiOff,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import {
  type AttemptItem,
  clockText,
  durationText,
  durationUnits,
  foldAttemptLog,
  numberRanges,
  type SaveItem,
} from './attempt-log';
import { Loading } from './Loading';
import type { ExerciseQuestion } from './types';

interface AttemptTimelineProps {
  exerciseId: string;
  /** The exercise's questions in the homework's order, to number the saves as the correction does. */
  questionList: ExerciseQuestion[];
}

/**
 * An exam attempt's log for the teacher (`teacher.getExamLog`): start, saves, hand-in or time-out, and what
 * the student's runner reported, with offline and hidden stretches as one line each and long runs of saves
 * folded.
 */
export function AttemptTimeline({ exerciseId, questionList }: AttemptTimelineProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const log = trpc.teacher.getExamLog.useQuery({ exerciseId });
  const numbers = new Map(questionList.map((item, i) => [item.question._id, i + 1]));
  const events = log.data?.list ?? [];
  const items = foldAttemptLog(events, (id) => numbers.get(id) ?? null);
  const day = events[0]?.at ?? null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid="attempt-log">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('exercises.attemptLog.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('exercises.attemptLog.reportedNote')}
          </Text>
        </div>
        {log.error ? (
          <ErrorAlert message={errorText(log.error)} />
        ) : !log.data ? (
          <Loading />
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('exercises.attemptLog.empty')}
          </Text>
        ) : (
          <Timeline bulletSize={22} lineWidth={2} active={items.length - 1}>
            {items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two lines may share a time; the order is the log's.
              <LogItem key={i} item={item} day={day} />
            ))}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}

/** A Timeline.Item's props for one line of the log: its bullet, colour, title and what follows it. */
function useItemParts(item: AttemptItem, day: string | null) {
  const { t } = useTranslation();
  const duration = (seconds: number) => durationText(seconds, durationUnits(t));
  const separator = t('exercises.attemptLog.listSeparator');
  const time = (iso: string) => clockText(iso, day);
  const point = (icon: ReactNode, title: string, at: string, color?: string) => ({
    icon,
    color,
    title,
    detail: time(at),
  });
  switch (item.kind) {
    case 'start':
      // The start carries its date; the lines after it only their time of day while on the same day.
      return {
        ...point(<IconPlayerPlay size={12} />, t('exercises.attemptLog.start'), item.at),
        detail: clockText(item.at, null),
      };
    case 'save':
      return point(<IconDeviceFloppy size={12} />, saveTitle(t, item), item.at);
    case 'saves':
      return {
        icon: <IconDeviceFloppy size={12} />,
        color: undefined,
        title:
          item.questions.length === 0
            ? t('exercises.attemptLog.saves', { count: item.saves.length })
            : t(item.questions.length === 1 ? 'exercises.attemptLog.savesOne' : 'exercises.attemptLog.savesMany', {
                count: item.saves.length,
                list: numberRanges(item.questions, separator),
              }),
        detail: `${time(item.from)} – ${time(item.to)}`,
      };
    case 'handIn':
      return point(<IconFlag size={12} />, t('exercises.attemptLog.handIn'), item.at, 'teal');
    case 'timeout':
      return point(<IconAlarm size={12} />, t('exercises.attemptLog.timeout'), item.at, 'red');
    case 'reload':
      return point(<IconRefresh size={12} />, t('exercises.attemptLog.reload'), item.at, 'grape');
    case 'online':
      return point(<IconWifi size={12} />, t('exercises.attemptLog.online'), item.at, 'orange');
    case 'visible':
      return point(<IconEye size={12} />, t('exercises.attemptLog.visible'), item.at, 'orange');
    case 'offline':
    case 'hidden': {
      const key = item.kind === 'offline' ? 'offline' : 'hidden';
      return {
        icon: item.kind === 'offline' ? <IconWifiOff size={12} /> : <IconEyeOff size={12} />,
        color: 'orange',
        title:
          item.to === null
            ? t(`exercises.attemptLog.${key}Open`, { from: time(item.from) })
            : t(`exercises.attemptLog.${key}`, {
                from: time(item.from),
                to: time(item.to),
                duration: duration(item.seconds ?? 0),
              }),
        detail: null,
      };
    }
    default:
      return point(<IconQuestionMark size={12} />, item.type, item.at, 'gray');
  }
}

function saveTitle(t: TFunction, save: SaveItem) {
  return save.question === null
    ? t('exercises.attemptLog.saveUnknown')
    : t('exercises.attemptLog.save', { n: save.question });
}

function LogItem({ item, day, ...rest }: { item: AttemptItem; day: string | null }) {
  const parts = useItemParts(item, day);
  return (
    // Timeline reads its items' props (active, line) from `rest`.
    <Timeline.Item
      {...rest}
      bullet={parts.icon}
      color={parts.color}
      title={
        <Text size="sm" fw={500}>
          {parts.title}
        </Text>
      }
    >
      {parts.detail && (
        <Text size="xs" c="dimmed">
          {parts.detail}
        </Text>
      )}
      {item.kind === 'saves' && <SaveRun saves={item.saves} day={day} />}
    </Timeline.Item>
  );
}

/** The saves a folded line stands for, shown on demand. */
function SaveRun({ saves, day }: { saves: SaveItem[]; day: string | null }) {
  const { t } = useTranslation();
  const [open, { toggle }] = useDisclosure(false);
  const listId = useId();
  return (
    <>
      <Button variant="subtle" size="compact-xs" onClick={toggle} aria-expanded={open} aria-controls={listId} mt={2}>
        {open ? t('exercises.attemptLog.hideSaves') : t('exercises.attemptLog.showSaves', { count: saves.length })}
      </Button>
      <Collapse in={open} id={listId}>
        <List size="xs" spacing={2} mt={4}>
          {saves.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two saves may share a time; the order is the log's.
            <List.Item key={i}>
              {clockText(s.at, day)} · {saveTitle(t, s)}
            </List.Item>
          ))}
        </List>
      </Collapse>
    </>
  );
}

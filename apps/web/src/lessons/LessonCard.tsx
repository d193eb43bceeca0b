import { Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChecklist, IconChevronDown, IconChevronUp, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../ui/LinkButton';
import { useUiLanguage } from '../ui/use-ui-language';
import { LessonPlace } from './LessonPlace';
import { formatTimeRange } from './lesson-time';
import { markColours, type TimetableEntry } from './types';

interface LessonCardProps {
  entry: TimetableEntry;
  timeZone: string;
  /** A parent's card names the child it is for. */
  showStudent: boolean;
  /** A teacher's card links to the lesson's roll. */
  showRoll: boolean;
  onAskLeave: (entry: TimetableEntry) => void;
}

/** One lesson on the timetable: its time in the school's zone, class, place, teacher and the family's standing. */
export function LessonCard({ entry, timeZone, showStudent, showRoll, onAskLeave }: LessonCardProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const cancelled = entry.status === 'cancelled';
  const struck = cancelled ? 'line-through' : undefined;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      component="article"
      aria-label={entry.className}
      bg={cancelled ? 'gray.0' : undefined}
    >
      <Stack gap={4}>
        <Group gap={6} justify="space-between" wrap="wrap">
          <Text size="sm" fw={600} td={struck} c={cancelled ? 'dimmed' : undefined}>
            {formatTimeRange(entry.startsAt, entry.endsAt, timeZone, language)}
          </Text>
          {cancelled && (
            <Badge color="red" variant="dot" size="sm" tt="none">
              {t('lessons.timetable.cancelled')}
            </Badge>
          )}
        </Group>
        <Text fw={500} td={struck} c={cancelled ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {entry.className}
        </Text>
        {(showStudent && entry.student) || entry.attendance || entry.leave ? (
          <Group gap={4}>
            {showStudent && entry.student && (
              <Badge variant="outline" size="sm" tt="none">
                {entry.student.name}
              </Badge>
            )}
            {entry.attendance && (
              <Badge color={markColours[entry.attendance]} variant="dot" size="sm" tt="none">
                {t(`lessons.marks.${entry.attendance}`)}
              </Badge>
            )}
            {entry.leave && !entry.attendance && (
              <Badge color="blue" variant="dot" size="sm" tt="none">
                {t('lessons.timetable.onLeave')}
              </Badge>
            )}
          </Group>
        ) : null}
        {entry.leave && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('lessons.timetable.leaveReason', { reason: entry.leave.reason })}
          </Text>
        )}
        <LessonPlace lesson={entry} size="xs" />
        {entry.canAskLeave && (
          <Button size="compact-sm" variant="light" onClick={() => onAskLeave(entry)}>
            {t('lessons.timetable.askLeave')}
          </Button>
        )}
        {showRoll && !cancelled && (
          <LinkButton
            href={`/teach/lesson/${entry._id}`}
            icon={entry.rollTaken ? IconCircleCheck : IconChecklist}
            variant={entry.rollTaken ? 'subtle' : 'light'}
          >
            {entry.rollTaken ? t('lessons.timetable.rollTaken') : t('lessons.timetable.takeRoll')}
          </LinkButton>
        )}
        {entry.report && <ReportPart report={entry.report} />}
      </Stack>
    </Paper>
  );
}

/** The lesson report, folded: what was covered and the homework set. */
function ReportPart({ report }: { report: NonNullable<TimetableEntry['report']> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const Chevron = open ? IconChevronUp : IconChevronDown;
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        rightSection={<Chevron size={14} />}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('lessons.timetable.report')}
      </Button>
      <Collapse in={open}>
        <Stack gap={4}>
          {report.covered && <ReportText label={t('lessons.report.covered')} text={report.covered} />}
          {report.homework && <ReportText label={t('lessons.report.homework')} text={report.homework} />}
        </Stack>
      </Collapse>
    </>
  );
}

function ReportText({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text size="xs" fw={600}>
        {label}
      </Text>
      <Text size="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </div>
  );
}

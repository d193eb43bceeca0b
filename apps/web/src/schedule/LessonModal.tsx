import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import { Modal, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { limits } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minutesBetween } from '../lessons/lesson-time';
import { zonedInstant, zonedParts } from '../lessons/zoned-time';
import { trpc } from '../session/trpc';
import { DialogActions } from '../ui/DialogActions';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import type { Lesson } from './slot-form';

/** What a lesson's dialog changes: its time, its room and link, or its teacher. */
export type LessonEdit = 'move' | 'place' | 'substitute';

interface LessonModalProps {
  classId: string;
  timeZone: string;
  /** The lesson being changed; the dialog is open while there is one. */
  lesson: Lesson | null;
  edit: LessonEdit;
  onClose: () => void;
}

const titles = {
  move: 'schedule.move.title',
  place: 'schedule.placeForm.title',
  substitute: 'schedule.substituteForm.title',
} as const;

/** One lesson's change, saved with `teacher.updateLesson`; a refusal (another lesson at that time) shows inside. */
export function LessonModal({ classId, timeZone, lesson, edit, onClose }: LessonModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={!!lesson} onClose={onClose} title={t(titles[edit])} centered>
      {lesson && <LessonForm key={`${lesson._id}-${edit}`} {...{ classId, timeZone, lesson, edit, onClose }} />}
    </Modal>
  );
}

function LessonForm({ classId, timeZone, lesson, edit, onClose }: LessonModalProps & { lesson: Lesson }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  const starts = zonedParts(lesson.startsAt, timeZone);
  const [day, setDay] = useState<string | null>(starts.day);
  const [time, setTime] = useState(starts.time);
  const [minutes, setMinutes] = useState<number | string>(minutesBetween(lesson.startsAt, lesson.endsAt));
  const [room, setRoom] = useState(lesson.room);
  const [link, setLink] = useState(lesson.link);
  const [teacherId, setTeacherId] = useState(lesson.teacher._id);
  const teachers = trpc.teacher.getTeachers.useQuery(undefined, { enabled: edit === 'substitute' });
  const save = trpc.teacher.updateLesson.useMutation({
    ...useMutationError(setError),
    onSuccess: () => {
      notifySuccess(t('schedule.lessons.saved'));
      onClose();
      return utils.teacher.getClassLessons.invalidate({ classId });
    },
  });

  const submit = () => {
    if (edit === 'move')
      save.mutate({
        id: lesson._id,
        startsAt: day && time ? zonedInstant(day, time, timeZone) : '',
        minutes: typeof minutes === 'number' ? minutes : Number(minutes || Number.NaN),
      });
    else if (edit === 'place') save.mutate({ id: lesson._id, room: room.trim(), link: link.trim() });
    else save.mutate({ id: lesson._id, teacherId: teacherId.trim() });
  };

  const teacherOptions = teachers.data?.list.map((x) => ({ value: x._id, label: x.name })) ?? [];
  if (teachers.data && !teacherOptions.some((o) => o.value === lesson.teacher._id))
    teacherOptions.unshift({ value: lesson.teacher._id, label: lesson.teacher.name });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        {edit === 'move' && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <DateInput
                label={t('schedule.move.day')}
                valueFormat="YYYY-MM-DD"
                locale={i18n.language === 'zh' ? 'zh-cn' : 'en'}
                value={day}
                onChange={setDay}
                required
                data-autofocus
              />
              <TimeInput
                label={t('schedule.move.time')}
                value={time}
                onChange={(e) => setTime(e.currentTarget.value)}
                required
              />
            </SimpleGrid>
            <NumberInput
              label={t('schedule.move.minutes')}
              min={limits.lessonMinutesMin}
              max={limits.lessonMinutesMax}
              allowDecimal={false}
              step={5}
              value={minutes}
              onChange={setMinutes}
            />
            <Text size="xs" c="dimmed">
              {t('schedule.timeZone', { zone: timeZone })}
            </Text>
          </>
        )}
        {edit === 'place' && (
          <>
            <TextInput
              label={t('schedule.slots.room')}
              maxLength={limits.lessonRoom}
              value={room}
              onChange={(e) => setRoom(e.currentTarget.value)}
              data-autofocus
            />
            <TextInput
              label={t('schedule.slots.link')}
              type="url"
              placeholder={t('classes.edit.linkPlaceholder')}
              maxLength={limits.lessonLink}
              value={link}
              onChange={(e) => setLink(e.currentTarget.value)}
            />
          </>
        )}
        {edit === 'substitute' && (
          <NativeSelect
            label={t('schedule.substituteForm.teacher')}
            data={teacherOptions.length ? teacherOptions : [{ value: lesson.teacher._id, label: lesson.teacher.name }]}
            value={teacherId}
            onChange={(e) => setTeacherId(e.currentTarget.value)}
            data-autofocus
          />
        )}
        <ErrorAlert message={error} />
        <DialogActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}

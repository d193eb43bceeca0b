import { ActionIcon, Anchor, Group, Table, Tooltip } from '@mantine/core';
import {
  IconBook2,
  IconCalendarTime,
  IconCopy,
  IconPencil,
  IconSchool,
  IconSpeakerphone,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { confirmAction } from '../ui/confirm-action';
import { EmptyState } from '../ui/EmptyState';
import { LinkButton } from '../ui/LinkButton';
import { StackedTable } from '../ui/StackedTable';
import { useRefreshingMutations } from '../ui/use-mutation-error';
import { categoryLabel, priceLabel } from './labels';
import { PublishToggle } from './PublishToggle';
import { nextTeacherPublish } from './publish';

type TeacherClass = RouterOutputs['teacher']['getClassesByTeacher']['list'][number];

/** The teacher's classes with their actions; copy, publish and delete refresh the list. */
export function TeacherClassTable({ classes }: { classes: TeacherClass[] }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const refreshing = useRefreshingMutations(() =>
    Promise.all([utils.teacher.getClassesByTeacher.invalidate(), utils.public.getHomeClasses.invalidate()]),
  );
  const publish = trpc.teacher.setPublishClass.useMutation(
    refreshing((input: { publish: unknown }) =>
      t(input.publish === 1 ? 'classes.list.submitted' : 'classes.list.withdrawn'),
    ),
  );
  const copy = trpc.teacher.copyClass.useMutation(refreshing(() => t('classes.list.copied')));
  const remove = trpc.teacher.deleteClassByTeacher.useMutation(refreshing(() => t('messages.deleteSuccess')));
  /** The class whose publish, copy or delete is being saved. */
  const busyId = (m: { isPending: boolean; variables?: { id: string } }) => (m.isPending ? m.variables?.id : undefined);

  const displayName = (c: TeacherClass) => c.name || t('classes.list.untitled');

  const togglePublish = (c: TeacherClass) => {
    const next = nextTeacherPublish(c.isPublish);
    const send = () => publish.mutate({ id: c._id, publish: next });
    if (next === 1) return send();
    confirmAction({
      text: t('classes.list.unpublishText', { name: displayName(c) }),
      confirmLabel: t('classes.list.confirm'),
      onConfirm: send,
    });
  };

  const confirmDelete = (c: TeacherClass) =>
    confirmAction({
      text: t('classes.list.deleteText', { name: displayName(c) }),
      confirmLabel: t('common.delete'),
      danger: true,
      onConfirm: () => remove.mutate({ id: c._id }),
    });

  if (classes.length === 0) return <EmptyState icon={IconSchool} text={t('classes.list.empty')} />;

  return (
    <StackedTable
      minWidth={960}
      aria-label={t('classes.list.title')}
      headers={[
        t('classes.fields.name'),
        t('classes.fields.price'),
        t('classes.fields.category'),
        t('classes.fields.start'),
        t('classes.fields.end'),
        t('classes.list.actions'),
      ]}
    >
      {classes.map((c) => (
        <Table.Tr key={c._id}>
          <Table.Td>
            <Anchor component={AppLink} href={`/class/${c._id}`} fw={500}>
              {displayName(c)}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{priceLabel(c.price, i18n.language, c.currency)}</Table.Td>
          <Table.Td>{categoryLabel(t, c.category)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.startDate}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.endDate}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <LinkButton href={`/teach/class/${c._id}/addStudent`} variant="light" icon={IconUsers}>
                {t('classes.list.students')}
              </LinkButton>
              <LinkButton href={`/teach/class/${c._id}/addContent`} variant="light" color="teal" icon={IconBook2}>
                {t('classes.list.content')}
              </LinkButton>
              <LinkButton href={`/teach/class/${c._id}/schedule`} variant="light" color="grape" icon={IconCalendarTime}>
                {t('schedule.link')}
              </LinkButton>
              <LinkButton href={`/teach/class/${c._id}/stream`} variant="light" color="orange" icon={IconSpeakerphone}>
                {t('classStream.link')}
              </LinkButton>
              <Tooltip label={t('classes.list.edit')} withArrow>
                <ActionIcon
                  component={AppLink}
                  href={`/teach/class/${c._id}/edit`}
                  variant="subtle"
                  aria-label={t('classes.list.edit')}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              <PublishToggle
                isPublish={c.isPublish}
                loading={busyId(publish) === c._id}
                onClick={() => togglePublish(c)}
              />
              <Tooltip label={t('classes.list.copy')} withArrow>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('classes.list.copy')}
                  loading={busyId(copy) === c._id}
                  onClick={() => copy.mutate({ id: c._id })}
                >
                  <IconCopy size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('classes.list.delete')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('classes.list.delete')}
                  loading={busyId(remove) === c._id}
                  onClick={() => confirmDelete(c)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </StackedTable>
  );
}

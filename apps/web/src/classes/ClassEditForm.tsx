import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import { Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { limits } from '@quanta/validators';
import { IconCalendarTime, IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import { trpc } from '../session/trpc';
import { uploadFile } from '../session/upload';
import { ErrorAlert } from '../ui/ErrorAlert';
import { formValue } from '../ui/form-value';
import { ImageUploadField } from '../ui/ImageUploadField';
import { LanguageSelect } from '../ui/LanguageSelect';
import { ButtonLink } from '../ui/links';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import {
  type ClassFormValues,
  type ClassView,
  categoryOptions,
  formFromClass,
  numberOf,
  updateInputOf,
} from './class-form';
import { categoryLabel } from './labels';
import { SourceField } from './SourceField';

/** The class picture goes through `/api/file/upload`, as the rich text's pictures do. */
const uploadClassImage = (file: File) => uploadFile(file, 'image');

type RichField = 'introduction' | 'description' | 'bulletin' | 'paymentInfo';
const richFields: RichField[] = ['introduction', 'description', 'bulletin', 'paymentInfo'];

/** Every field of a class (§2 "Class edit form"), saved with Update. */
export function ClassEditForm({ view }: { view: ClassView }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm<ClassFormValues>({ initialValues: formFromClass(view) });
  const [error, setError] = useState<string | null>(null);
  const save = trpc.teacher.updateClassIntro.useMutation({
    ...useMutationError(setError),
    onSuccess: () => {
      notifySuccess(t('messages.successfullySaved'));
      return Promise.all([
        utils.teacher.getClassesByTeacher.invalidate(),
        utils.public.getClassById.invalidate({ id: view._id }),
        utils.public.getHomeClasses.invalidate(),
      ]);
    },
  });
  const values = form.getValues();
  const date = (name: 'startDate' | 'endDate') => ({
    label: t(`classes.fields.${name}`),
    placeholder: t('classes.edit.datePlaceholder'),
    valueFormat: 'YYYY-MM-DD',
    locale: i18n.language === 'zh' ? 'zh-cn' : 'en',
    clearable: true,
    clearButtonProps: { 'aria-label': t('common.clearField', { field: t(`classes.fields.${name}`) }) },
    ...form.getInputProps(name),
  });

  const submit = (values: ClassFormValues) => save.mutate(updateInputOf(view._id, values));

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('classes.fields.name')}
            required
            maxLength={limits.className}
            {...form.getInputProps('name')}
          />
          <NumberInput
            label={t('classes.fields.price')}
            min={0}
            max={limits.priceMax}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('price')}
          />
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={t('classes.fields.lessonPackageSize')}
              description={t('classes.edit.lessonPackageHint')}
              min={0}
              max={limits.lessonPackageSizeMax}
              allowDecimal={false}
              clampBehavior="strict"
              {...form.getInputProps('lessonPackageSize')}
            />
            <NumberInput
              label={t('classes.fields.lessonPackagePrice')}
              min={0}
              max={limits.priceMax}
              decimalScale={2}
              thousandSeparator=","
              disabled={numberOf(values.lessonPackageSize, 0) <= 0}
              {...form.getInputProps('lessonPackagePrice')}
            />
          </SimpleGrid>
          <LanguageSelect {...formValue(form, 'language')} />
          <NativeSelect
            label={t('classes.fields.category')}
            data={categoryOptions(view.category).map((c) => ({ value: c, label: categoryLabel(t, c) }))}
            {...form.getInputProps('category')}
          />
          <DateInput {...date('startDate')} />
          <DateInput {...date('endDate')} minDate={values.startDate ?? undefined} />
        </SimpleGrid>
        <TextInput
          label={t('classes.fields.registerLink')}
          type="url"
          placeholder={t('classes.edit.linkPlaceholder')}
          maxLength={limits.url}
          {...form.getInputProps('registerLink')}
        />
        <ImageUploadField
          {...formValue(form, 'image')}
          upload={uploadClassImage}
          area="classes"
          preview={{ width: 240, height: 135, fit: 'cover' }}
        />
        <Switch
          label={t('classes.fields.includeLibrary')}
          description={t('classes.edit.includeLibraryHint')}
          {...form.getInputProps('includeLibrary', { type: 'checkbox' })}
        />
        <SourceField {...formValue(form, 'sources')} />
        <Group align="flex-end" gap="xl">
          <Switch
            label={t('classes.fields.autoPublish')}
            description={t('classes.edit.autoPublishHint')}
            {...form.getInputProps('autoPublish', { type: 'checkbox' })}
            maw={420}
          />
          {values.autoPublish && (
            <NumberInput
              label={t('classes.fields.autoPublishAccuracy')}
              min={0}
              max={100}
              clampBehavior="strict"
              allowDecimal={false}
              suffix="%"
              w={160}
              {...form.getInputProps('autoPublishAccuracy')}
            />
          )}
        </Group>
        {richFields.map((name) => (
          <RichTextEditor
            key={name}
            label={t(`classes.fields.${name}`)}
            {...formValue(form, name)}
            minHeight={name === 'introduction' ? 200 : 120}
          />
        ))}
        <ErrorAlert message={error} />
        <Group justify="space-between">
          <Group gap="sm">
            <ButtonLink
              to="/class/$id"
              params={{ id: view._id }}
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('classes.edit.viewPage')}
            </ButtonLink>
            <ButtonLink
              to="/teach/class/$id/schedule"
              params={{ id: view._id }}
              variant="default"
              leftSection={<IconCalendarTime size={16} />}
            >
              {t('schedule.link')}
            </ButtonLink>
          </Group>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {t('classes.edit.update')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import { Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { limits } from '@quanta/validators';
import { IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { LanguageSelect } from '../ui/LanguageSelect';
import { ButtonLink } from '../ui/links';
import { notifySuccess } from '../ui/notify';
import { ClassImageField } from './ClassImageField';
import { type ClassFormValues, type ClassView, categoryOptions, formFromClass, updateInputOf } from './classForm';
import { categoryLabel } from './labels';
import { SourceField } from './SourceField';

type RichField = 'introduction' | 'description' | 'bulletin' | 'paymentInfo';
const richFields: RichField[] = ['introduction', 'description', 'bulletin', 'paymentInfo'];

/** Every field of a class (§2 "Class edit form"), saved with Update. */
export function ClassEditForm({ view }: { view: ClassView }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const [form, setForm] = useState<ClassFormValues>(() => formFromClass(view));
  const [error, setError] = useState<string | null>(null);
  const save = trpc.teacher.updateClassIntro.useMutation();
  const set = <K extends keyof ClassFormValues>(field: K, value: ClassFormValues[K]) =>
    setForm((f) => ({ ...f, [field]: value }));
  const dateLocale = i18n.language === 'zh' ? 'zh-cn' : 'en';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync(updateInputOf(view._id, form));
      notifySuccess(t('messages.successfullySaved'));
      await Promise.all([
        utils.teacher.getClassesByTeacher.invalidate(),
        utils.public.getClassById.invalidate({ id: view._id }),
        utils.public.getHomeClasses.invalidate(),
      ]);
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('classes.fields.name')}
            required
            maxLength={limits.className}
            value={form.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <NumberInput
            label={t('classes.fields.price')}
            min={0}
            max={limits.priceMax}
            decimalScale={2}
            thousandSeparator=","
            value={form.price}
            onChange={(value) => set('price', value)}
          />
          <LanguageSelect value={form.language} onChange={(lang) => set('language', lang)} />
          <NativeSelect
            label={t('classes.fields.category')}
            data={categoryOptions(view.category).map((c) => ({ value: c, label: categoryLabel(t, c) }))}
            value={form.category}
            onChange={(e) => set('category', e.currentTarget.value)}
          />
          <DateInput
            label={t('classes.fields.startDate')}
            placeholder={t('classes.edit.datePlaceholder')}
            valueFormat="YYYY-MM-DD"
            locale={dateLocale}
            clearable
            value={form.startDate}
            onChange={(value) => set('startDate', value)}
          />
          <DateInput
            label={t('classes.fields.endDate')}
            placeholder={t('classes.edit.datePlaceholder')}
            valueFormat="YYYY-MM-DD"
            locale={dateLocale}
            clearable
            minDate={form.startDate ?? undefined}
            value={form.endDate}
            onChange={(value) => set('endDate', value)}
          />
        </SimpleGrid>
        <TextInput
          label={t('classes.fields.registerLink')}
          type="url"
          placeholder={t('classes.edit.linkPlaceholder')}
          maxLength={limits.url}
          value={form.registerLink}
          onChange={(e) => set('registerLink', e.currentTarget.value)}
        />
        <ClassImageField value={form.image} onChange={(image) => set('image', image)} />
        <Switch
          label={t('classes.fields.includeLibrary')}
          description={t('classes.edit.includeLibraryHint')}
          checked={form.includeLibrary}
          onChange={(e) => set('includeLibrary', e.currentTarget.checked)}
        />
        <SourceField value={form.sources} onChange={(sources) => set('sources', sources)} />
        <Group align="flex-end" gap="xl">
          <Switch
            label={t('classes.fields.autoPublish')}
            description={t('classes.edit.autoPublishHint')}
            checked={form.autoPublish}
            onChange={(e) => set('autoPublish', e.currentTarget.checked)}
            maw={420}
          />
          {form.autoPublish && (
            <NumberInput
              label={t('classes.fields.autoPublishAccuracy')}
              min={0}
              max={100}
              clampBehavior="strict"
              allowDecimal={false}
              suffix="%"
              w={160}
              value={form.autoPublishAccuracy}
              onChange={(value) => set('autoPublishAccuracy', value)}
            />
          )}
        </Group>
        {richFields.map((field) => (
          <RichTextEditor
            key={field}
            label={t(`classes.fields.${field}`)}
            value={form[field]}
            onChange={(html) => set(field, html)}
            minHeight={field === 'introduction' ? 200 : 120}
          />
        ))}
        <ErrorAlert message={error} />
        <Group justify="space-between">
          <ButtonLink
            to="/class/$id"
            params={{ id: view._id }}
            variant="default"
            leftSection={<IconExternalLink size={16} />}
          >
            {t('classes.edit.viewPage')}
          </ButtonLink>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {t('classes.edit.update')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

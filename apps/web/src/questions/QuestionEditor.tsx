import { Button, Grid, Group, NativeSelect, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { classCategories, difficultyRange, type Language } from '@quanta/validators';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradingForm } from '../grading/form';
import { GradingFields } from '../grading/GradingFields';
import { RichTextEditor } from '../richtext';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { LanguageSelect } from '../ui/LanguageSelect';
import { notifySuccess } from '../ui/notify';
import { ChoiceFields } from './ChoiceFields';
import { ImageField } from './ImageField';
import { PlacementFields } from './PlacementFields';
import { QuestionCard } from './QuestionCard';
import { changeField, checkQuestionForm, formFromQuestion, type QuestionForm, updateInput } from './questionForm';
import { SourceSelect } from './SourceSelect';
import type { Question } from './types';

const difficulties = Array.from({ length: difficultyRange.max - difficultyRange.min + 1 }, (_, i) =>
  String(difficultyRange.min + i),
);

/** Every field of a question beside a live preview as a student sees it; Save replaces the question. */
export function QuestionEditor({ question }: { question: Question }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const save = trpc.teacher.updateQuestion.useMutation();
  const [form, setForm] = useState<QuestionForm>(() => formFromQuestion(question));
  const [error, setError] = useState<string | null>(null);
  const [showAnswer, setShowAnswer] = useState(true);
  const set =
    <K extends keyof QuestionForm>(field: K) =>
    (value: QuestionForm[K]) =>
      setForm((f) => changeField(f, field, value));

  const setGrading =
    <K extends keyof GradingForm>(field: K) =>
    (value: GradingForm[K]) =>
      setForm((f) => ({ ...f, grading: { ...f.grading, [field]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkQuestionForm(form);
    if (problem) {
      setError(
        problem === 'selectChapterAndSection'
          ? t('messages.selectChapterAndSection')
          : problem === 'paramsUnreadable'
            ? t('grading.paramsUnreadable')
            : t('questions.chooseCorrect'),
      );
      return;
    }
    setError(null);
    try {
      const saved = await save.mutateAsync(updateInput(question._id, form));
      utils.teacher.getQuestionById.setData({ id: question._id }, saved);
      notifySuccess(t('messages.successfullySaved'));
      await utils.teacher.getQuestionsByTeacher.invalidate();
      await utils.teacher.getAllQuestionsByTeacher.invalidate();
      await utils.teacher.getQuestionByLibrary.invalidate();
    } catch (err) {
      setError(errorText(err));
    }
  };

  const preview = {
    ...form,
    isChoice: form.isChoice,
    numChoice: Number(form.numChoice),
    difficuty: Number(form.difficuty),
  };

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Title order={2}>{t('questions.editTitle')}</Title>
              <TextInput
                label={t('questions.name')}
                value={form.name}
                onChange={(e) => set('name')(e.currentTarget.value)}
              />
              <Group grow align="flex-start">
                <TextInput
                  label={t('questions.category')}
                  list="question-categories"
                  value={form.category}
                  onChange={(e) => set('category')(e.currentTarget.value)}
                />
                <datalist id="question-categories">
                  {classCategories.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
                <LanguageSelect value={form.language} onChange={(v) => set('language')(v as Language)} />
              </Group>
              <RichTextEditor
                label={t('questions.qText')}
                value={form.qText}
                onChange={set('qText')}
                placeholder={t('questions.qTextPlaceholder')}
                minHeight={140}
              />
              <ImageField
                image={form.image}
                showImg={form.showImg}
                onImage={set('image')}
                onShowImg={set('showImg')}
                onError={setError}
              />
              <ChoiceFields form={form} set={set} />
              <GradingFields form={form.grading} question={form} set={setGrading} />
              <NativeSelect
                label={t('questions.difficulty')}
                data={difficulties}
                value={form.difficuty}
                onChange={(e) => set('difficuty')(e.currentTarget.value)}
              />
              <RichTextEditor
                label={t('questions.solution')}
                value={form.description}
                onChange={set('description')}
                minHeight={100}
              />
              <Group grow align="flex-start">
                <SourceSelect value={form.source} current={question.source} onChange={set('source')} />
                <TextInput
                  label={t('questions.copyright')}
                  value={form.copyright}
                  onChange={(e) => set('copyright')(e.currentTarget.value)}
                />
                <TextInput
                  label={t('questions.referenceId')}
                  value={form.referenceId}
                  onChange={(e) => set('referenceId')(e.currentTarget.value)}
                />
              </Group>
              <PlacementFields
                libraryId={form.libraryId}
                chapterId={form.chapterId}
                sectionId={form.sectionId}
                set={set}
              />
              <Stack
                gap="xs"
                pos="sticky"
                bottom={0}
                py="sm"
                bg="var(--mantine-color-body)"
                style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <ErrorAlert message={error} />
                <Group justify="flex-end">
                  <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
                    {t('common.save')}
                  </Button>
                </Group>
              </Stack>
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="sm" pos="sticky" top={76} component="section" aria-label={t('questions.preview')}>
          <Group justify="space-between">
            <Title order={3}>{t('questions.preview')}</Title>
            <Switch
              label={t('questions.showAnswer')}
              checked={showAnswer}
              onChange={(e) => setShowAnswer(e.currentTarget.checked)}
            />
          </Group>
          <QuestionCard question={preview} showAnswer={showAnswer} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

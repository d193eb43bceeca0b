import {
  Button,
  Grid,
  Group,
  Input,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  TagsInput,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { bodyLimits, classCategories, difficultyRange, questionTypes } from '@quanta/validators';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradingForm } from '../grading/form';
import { GradingFields } from '../grading/GradingFields';
import { RichTextEditor } from '../richtext';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { formValue } from '../ui/form-value';
import { LanguageSelect } from '../ui/LanguageSelect';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { firstProblem } from '../ui/use-schema-form';
import { blankPart, removeAt } from './body-form';
import { ChoiceFields } from './ChoiceFields';
import { appendMarker, removeMarker } from './cloze-markers';
import { previewOf } from './form-preview';
import { HintFields } from './HintFields';
import { ImageField } from './ImageField';
import { PlacementFields } from './PlacementFields';
import { ProblemContext } from './problem-context';
import { QuestionCard } from './QuestionCard';
import {
  changeField,
  checkQuestionForm,
  formFromQuestion,
  type QuestionForm,
  type QuestionFormProblem,
  updateInput,
} from './question-form';
import { SourceSelect } from './SourceSelect';
import { type FieldProblem, fieldProblemOf, problemAt } from './server-problem';
import type { Question } from './types';

const difficulties = Array.from({ length: difficultyRange.max - difficultyRange.min + 1 }, (_, i) =>
  String(difficultyRange.min + i),
);

/** Every field of a question beside a live preview as a student sees it; Save replaces the question. */
export function QuestionEditor({ question }: { question: Question }) {
  const { t } = useTranslation();
  const problemText: Record<QuestionFormProblem, string> = {
    selectChapterAndSection: t('messages.selectChapterAndSection'),
    paramsUnreadable: t('grading.paramsUnreadable'),
    chooseCorrectAnswer: t('questions.chooseCorrect'),
  };
  const utils = trpc.useUtils();
  const form = useForm<QuestionForm>({
    initialValues: formFromQuestion(question),
    validate: (values) => {
      const problem = checkQuestionForm(values);
      return problem ? { form: problemText[problem] } : {};
    },
  });
  const values = form.getValues();
  const [error, setError] = useState<string | null>(null);
  const [showAnswer, setShowAnswer] = useState(true);
  // The question text's editor reads its value once: a part inserted or removed remounts it.
  const [textVersion, setTextVersion] = useState(0);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const reportError = useMutationError(setError);
  const save = trpc.teacher.updateQuestion.useMutation({
    onMutate: () => {
      reportError.onMutate();
      setProblem(null);
    },
    onError: (err) => {
      reportError.onError(err);
      setProblem(fieldProblemOf(err));
    },
    onSuccess: async (saved) => {
      utils.teacher.getQuestionById.setData({ id: question._id }, saved);
      notifySuccess(t('messages.successfullySaved'));
      await utils.teacher.getQuestionsByTeacher.invalidate();
      await utils.teacher.getAllQuestionsByTeacher.invalidate();
      await utils.teacher.getQuestionByLibrary.invalidate();
    },
  });
  const set =
    <K extends keyof QuestionForm>(field: K) =>
    (value: QuestionForm[K]) =>
      form.setValues(changeField(form.getValues(), field, value));

  const setGrading =
    <K extends keyof GradingForm>(field: K) =>
    (value: GradingForm[K]) =>
      form.setFieldValue('grading', (grading) => ({ ...grading, [field]: value }));

  const submit = (values: QuestionForm) => save.mutate(updateInput(question._id, values));

  const insertPart = () => {
    const current = form.getValues();
    form.setValues({
      qText: appendMarker(current.qText, current.parts.length + 1),
      parts: [...current.parts, blankPart()],
    });
    setTextVersion((v) => v + 1);
  };
  const removePart = (n: number) => {
    const current = form.getValues();
    form.setValues({ qText: removeMarker(current.qText, n), parts: removeAt(current.parts, n - 1) });
    setTextVersion((v) => v + 1);
  };

  const at = (field: string) => problemAt(problem, field);
  const textProblem = at('qText');
  const answered = Number(values.isChoice) !== questionTypes.description;

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <ProblemContext value={problem}>
            <form onSubmit={form.onSubmit(submit, (errors) => setError(firstProblem(errors)))} noValidate>
              <Stack gap="md">
                <Title order={1} size="h2">
                  {t('questions.editTitle')}
                </Title>
                <TextInput label={t('questions.name')} {...form.getInputProps('name')} error={at('name')} />
                <Group grow align="flex-start">
                  <TextInput
                    label={t('questions.category')}
                    list="question-categories"
                    {...form.getInputProps('category')}
                    error={at('category')}
                  />
                  <datalist id="question-categories">
                    {classCategories.map((c) => (
                      <option key={c} value={c} />
                    ))}
                  </datalist>
                  <LanguageSelect {...formValue(form, 'language')} />
                </Group>
                <div>
                  <RichTextEditor
                    key={textVersion}
                    label={t('questions.qText')}
                    {...formValue(form, 'qText')}
                    placeholder={t('questions.qTextPlaceholder')}
                    minHeight={140}
                  />
                  {textProblem && <Input.Error mt={4}>{textProblem}</Input.Error>}
                </div>
                <ImageField
                  image={values.image}
                  showImg={values.showImg}
                  onImage={set('image')}
                  onShowImg={set('showImg')}
                  onError={setError}
                />
                <ChoiceFields form={values} set={set} onInsertPart={insertPart} onRemovePart={removePart} />
                <GradingFields form={values.grading} question={values} set={setGrading} />
                <NativeSelect
                  label={t('questions.difficulty')}
                  data={difficulties}
                  {...form.getInputProps('difficuty')}
                />
                <RichTextEditor label={t('questions.solution')} {...formValue(form, 'description')} minHeight={100} />
                {answered && (
                  <HintFields
                    hints={values.hints}
                    penalty={values.hintPenalty}
                    onHints={set('hints')}
                    onPenalty={set('hintPenalty')}
                  />
                )}
                <TagsInput
                  label={t('questions.edit.tags')}
                  placeholder={t('questions.edit.tagsPlaceholder')}
                  maxTags={bodyLimits.tags}
                  value={values.tags}
                  onChange={set('tags')}
                  error={at('body.tags')}
                  clearable
                />
                <Group grow align="flex-start">
                  <SourceSelect {...formValue(form, 'source')} current={question.source} />
                  <TextInput
                    label={t('questions.copyright')}
                    {...form.getInputProps('copyright')}
                    error={at('copyright')}
                  />
                  <TextInput
                    label={t('questions.referenceId')}
                    {...form.getInputProps('referenceId')}
                    error={at('referenceId')}
                  />
                </Group>
                <PlacementFields
                  libraryId={values.libraryId}
                  chapterId={values.chapterId}
                  sectionId={values.sectionId}
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
          </ProblemContext>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="sm" pos="sticky" top={76} component="section" aria-label={t('questions.preview')}>
          <Group justify="space-between">
            <Title order={2} size="h3">
              {t('questions.preview')}
            </Title>
            <Switch
              label={t('questions.showAnswer')}
              checked={showAnswer}
              onChange={(e) => setShowAnswer(e.currentTarget.checked)}
            />
          </Group>
          <QuestionCard question={previewOf(values)} showAnswer={showAnswer} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

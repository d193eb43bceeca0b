import { Box, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formulaError, renderFormula } from '../formulas';

/** A LaTeX field with a live KaTeX preview, for a new formula or one being edited. */
export function FormulaDialog({
  opened,
  initial,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  /** The formula being edited; null for a new one. */
  initial: string | null;
  onClose: () => void;
  onSubmit: (latex: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { latex: '' } });
  const { latex } = form.getValues();
  const [shown] = useDebouncedValue(latex, 150);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the formula given (the form object is new on every render)
  useEffect(() => {
    if (opened) form.setValues({ latex: initial ?? '' });
  }, [opened, initial]);

  const preview = useMemo(() => {
    const source = shown.trim();
    if (!source) return null;
    return { html: renderFormula(source, true), error: formulaError(source) };
  }, [shown]);

  const submit = form.onSubmit((values) => {
    const source = values.latex.trim();
    if (source) onSubmit(source);
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={initial === null ? t('richtext.formula.title') : t('richtext.formula.edit')}
      centered
      size="lg"
    >
      <form onSubmit={submit}>
        <Stack>
          <Textarea
            label={t('richtext.formula.latex')}
            description={t('richtext.formula.latexHint')}
            {...form.getInputProps('latex')}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                submit();
              }
            }}
            autosize
            minRows={2}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-autofocus
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('richtext.formula.preview')}
            </Text>
            <Box
              p="sm"
              mih={64}
              bd="1px solid var(--mantine-color-default-border)"
              style={{ borderRadius: 'var(--mantine-radius-sm)', overflowX: 'auto' }}
              aria-live="polite"
            >
              {preview ? (
                <>
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output, which escapes its input. */}
                  <div dangerouslySetInnerHTML={{ __html: preview.html }} />
                  {preview.error && (
                    <Text size="xs" c="red" mt={4}>
                      {preview.error}
                    </Text>
                  )}
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('richtext.formula.empty')}
                </Text>
              )}
            </Box>
          </div>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('richtext.cancel')}
            </Button>
            <Button type="submit" disabled={!latex.trim()}>
              {initial === null ? t('richtext.insert') : t('richtext.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

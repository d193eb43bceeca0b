import { Button } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';

interface FeedbackFieldProps {
  /** What the feedback is on, e.g. "Feedback on choice B". */
  label: string;
  value: string;
  onChange: (html: string) => void;
}

/** Feedback (rich text) shown after the answer is checked; an "Add feedback" button until there is some. */
export function FeedbackField({ label, value, onChange }: FeedbackFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(value.trim() !== '');
  if (!open)
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconMessagePlus size={16} />}
        aria-label={`${t('questions.edit.addFeedback')}${t('app.colon')}${label}`}
        onClick={() => setOpen(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('questions.edit.addFeedback')}
      </Button>
    );
  return <RichTextEditor label={label} value={value} onChange={onChange} minHeight={50} />;
}

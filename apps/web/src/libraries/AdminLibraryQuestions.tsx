import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { BrowserLayout } from './BrowserLayout';
import { QuestionResults } from './QuestionResults';
import type { LibraryNode } from './types';

/** /admin/libraryQuestion: every library's questions, read-only, one node at a time, unpaged. */
export function AdminLibraryQuestions() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [node, setNode] = useState<LibraryNode | null>(null);
  const questions = trpc.admin.getQuestionByLibrary.useQuery(node ?? { libraryId: '' }, { enabled: node !== null });
  return (
    <BrowserLayout title={t('libraries.adminBrowserTitle')} selected={node} onSelect={setNode}>
      {questions.error ? (
        <ErrorAlert message={errorText(questions.error)} />
      ) : (
        <QuestionResults questions={questions.data?.list} total={questions.data?.total ?? 0} />
      )}
    </BrowserLayout>
  );
}

import { Input, Skeleton, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './types';

/**
 * The editor as a code-split component: Lexical loads only where an editor is shown. Needs a Suspense above.
 * Marked pure, so a screen that only shows rich text (through this folder's index) does not load this file's parts.
 */
export const LazyRichTextEditor = /* @__PURE__ */ lazy(() => import('./Editor').then((m) => ({ default: m.Editor })));

function EditorFallback({ label, minHeight = 160 }: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <VisuallyHidden>{t('richtext.loading')}</VisuallyHidden>
      {label && (
        <Input.Label component="div" mb={4}>
          {label}
        </Input.Label>
      )}
      <Skeleton height={minHeight + 42} radius="sm" />
    </div>
  );
}

/**
 * The one rich-text editor: HTML in (`value`, read once; pass a `key` per record) and HTML out
 * (`onChange`, shortly after typing stops). Toolbar, formulas, tables, uploads and a drawing board.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorFallback {...props} />}>
      <LazyRichTextEditor {...props} />
    </Suspense>
  );
}

import 'katex/dist/katex.min.css';
import './content.css';
import './editor.css';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { type InitialConfigType, LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import { Input } from '@mantine/core';
import { useId, useState } from 'react';
import { ImageNode } from './nodes/ImageNode';
import { MathNode } from './nodes/MathNode';
import { VideoNode } from './nodes/VideoNode';
import { FormulaEditPlugin } from './plugins/FormulaEditPlugin';
import { HtmlChangePlugin } from './plugins/HtmlChangePlugin';
import { htmlExport } from './plugins/html-export';
import { $loadHtml } from './plugins/html-value';
import { MathPreviewPlugin } from './plugins/MathPreviewPlugin';
import { editorTheme } from './theme';
import { Toolbar } from './toolbar/Toolbar';
import type { RichTextEditorProps } from './types';
import { safeUrl } from './url';

const nodes = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  TableNode,
  TableRowNode,
  TableCellNode,
  ImageNode,
  VideoNode,
  MathNode,
];

const isSafeUrl = (url: string) => safeUrl(url) !== null;

/** The rich-text editor (Lexical). Loaded lazily through RichTextEditor / LazyRichTextEditor. */
export function Editor({ label, value, onChange, placeholder, minHeight = 160, ...rest }: RichTextEditorProps) {
  const labelId = useId();
  // The value is read once; a different record is opened by remounting with another key.
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: 'quanta-richtext',
    theme: editorTheme,
    nodes,
    onError: (error) => {
      console.error(error);
    },
    html: { export: htmlExport },
    editorState: (editor) => $loadHtml(editor, value),
  }));

  return (
    <div data-testid={rest['data-testid']}>
      {label && (
        <Input.Label id={labelId} component="div" mb={4}>
          {label}
        </Input.Label>
      )}
      <LexicalComposer initialConfig={initialConfig}>
        <div className="qx-editor">
          <Toolbar />
          <div className="qx-editor-body">
            <RichTextPlugin
              contentEditable={
                <ContentEditable
                  className="qx-rich qx-editor-input"
                  style={{ minHeight }}
                  aria-labelledby={label ? labelId : undefined}
                  aria-label={label ? undefined : placeholder}
                  aria-multiline
                  aria-placeholder={placeholder ?? ''}
                  placeholder={<div className="qx-editor-placeholder">{placeholder}</div>}
                />
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
          <MathPreviewPlugin />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isSafeUrl} />
        <TablePlugin hasCellMerge={false} hasCellBackgroundColor={false} />
        <FormulaEditPlugin />
        <HtmlChangePlugin onChange={onChange} />
      </LexicalComposer>
    </div>
  );
}

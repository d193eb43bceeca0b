export { MathText } from './MathText';
export { hasMath, type MathSegment, splitMath } from './math';
export { RichHtml } from './RichHtml';
export { LazyRichTextEditor, RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './types';
export { safeUrl } from './url';

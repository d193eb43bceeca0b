export { MathText } from './MathText';
export { hasMath, type MathSegment, splitMath } from './math';
export { RichHtml } from './RichHtml';
export { LazyRichTextEditor, RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './types';
export { UploadError, uploadFile } from './upload';
export { safeUrl } from './url';

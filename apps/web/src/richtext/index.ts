export { MathText } from './MathText';
export { hasMath, type MathSegment, renderFormula, renderMath, splitMath } from './math';
export { RichHtml } from './RichHtml';
export { LazyRichTextEditor, RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './types';
export { typesetHtml } from './typeset';
export { UploadError, uploadFile } from './upload';
export { safeUrl } from './url';

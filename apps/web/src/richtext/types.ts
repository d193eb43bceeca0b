/** Props of the rich-text editor: controlled by an HTML string, loaded once per mount (give a `key` per record). */
export interface RichTextEditorProps {
  label?: string;
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  minHeight?: number;
  'data-testid'?: string;
}

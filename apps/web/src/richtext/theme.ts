import type { EditorThemeClasses } from 'lexical';

/**
 * Class names Lexical puts on what it renders and exports; the ones that change how text looks are
 * styled in content.css so stored HTML shows the same in RichHtml.
 */
export const editorTheme: EditorThemeClasses = {
  paragraph: 'qx-p',
  heading: { h1: 'qx-h1', h2: 'qx-h2', h3: 'qx-h3' },
  list: {
    ul: 'qx-ul',
    ol: 'qx-ol',
    listitem: 'qx-li',
    nested: { listitem: 'qx-li-nested' },
  },
  link: 'qx-link',
  text: {
    bold: 'qx-bold',
    italic: 'qx-italic',
    underline: 'qx-underline',
    strikethrough: 'qx-strike',
    underlineStrikethrough: 'qx-underline-strike',
    subscript: 'qx-sub',
    superscript: 'qx-sup',
  },
  table: 'qx-table',
  tableRow: 'qx-tr',
  tableCell: 'qx-td',
  tableCellHeader: 'qx-th',
  tableSelection: 'qx-table-selection',
  tableCellSelected: 'qx-td-selected',
  image: 'qx-image',
  video: 'qx-video',
  math: 'qx-math',
};

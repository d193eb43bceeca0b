import { TableCellNode } from '@lexical/table';
import { type DOMExportOutputMap, isHTMLElement, type LexicalEditor, type LexicalNode } from 'lexical';

/** Inline styles Lexical writes on table cells that content.css already gives every table. */
const cellStyles = ['border', 'width', 'vertical-align', 'background-color'];

function exportCell(editor: LexicalEditor, node: LexicalNode) {
  const output = node.exportDOM(editor);
  const { element } = output;
  if (isHTMLElement(element)) {
    for (const property of cellStyles) element.style.removeProperty(property);
    if (element.style.getPropertyValue('text-align') === 'start') element.style.removeProperty('text-align');
    if (!element.getAttribute('style')) element.removeAttribute('style');
  }
  return output;
}

/** How some nodes are written to HTML, so stored tables take the site's look rather than fixed widths. */
export const htmlExport: DOMExportOutputMap = new Map([[TableCellNode, exportCell]]);

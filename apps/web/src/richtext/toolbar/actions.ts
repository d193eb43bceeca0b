import { $toggleLink } from '@lexical/link';
import { $createHeadingNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $dfs } from '@lexical/utils';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $isTextNode,
  type LexicalNode,
} from 'lexical';

/** Turns the selected blocks into paragraphs or headings. */
export function $setBlock(type: 'paragraph' | 'h1' | 'h2' | 'h3') {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  $setBlocksType(selection, () => (type === 'paragraph' ? $createParagraphNode() : $createHeadingNode(type)));
}

/** Inserts at the caret, or at the end when the editor has no selection yet (it was never focused). */
export function $insertAtSelection(nodes: LexicalNode[]) {
  if (!$getSelection()) $getRoot().selectEnd();
  $insertNodes(nodes);
}

/** Drops bold, italic, sub/superscript, inline styles and links from the selected text. */
export function $clearFormatting() {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  if (selection.isCollapsed()) {
    selection.setFormat(0);
    selection.setStyle('');
    return;
  }
  // Split at the edges first so only the selected part loses its formatting.
  const extracted = selection.extract();
  for (const node of extracted) {
    for (const { node: inner } of $dfs(node)) {
      if ($isTextNode(inner)) {
        inner.setFormat(0);
        inner.setStyle('');
      }
    }
  }
  selection.setFormat(0);
  $toggleLink(null);
}

import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $dfs } from '@lexical/utils';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $isTextNode,
  type LexicalEditor,
  type LexicalNode,
  type TextNode,
} from 'lexical';
import { splitMath } from '../math';
import { $createMathNode } from '../nodes/MathNode';

/** Turns formulas written as text (`$…$`, `\(…\)`) inside the tree into math nodes. */
export function $convertMathText(start: LexicalNode): void {
  const texts = $dfs(start)
    .map(({ node }) => node)
    .filter((node): node is TextNode => $isTextNode(node) && node.isSimpleText());
  for (const text of texts) {
    const segments = splitMath(text.getTextContent());
    if (!segments.some((s) => s.kind === 'math')) continue;
    const replacements = segments.map((s) => {
      if (s.kind === 'math') return $createMathNode(s.latex, s.display);
      return $createTextNode(s.text).setFormat(text.getFormat()).setStyle(text.getStyle());
    });
    let last: LexicalNode = text;
    for (const node of replacements) {
      last.insertAfter(node);
      last = node;
    }
    text.remove();
  }
}

/** Replaces the document with the given HTML (call inside an update). */
export function $loadHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  if (html.trim()) {
    const dom = new DOMParser().parseFromString(html, 'text/html');
    const nodes = $generateNodesFromDOM(editor, dom);
    // Inline content at the top level (text, a formula, a picture) goes into paragraphs.
    let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
    for (const node of nodes) {
      if ($isElementNode(node) && !node.isInline()) {
        paragraph = null;
        root.append(node);
      } else if ($isDecoratorNode(node) && !node.isInline()) {
        paragraph = null;
        root.append(node);
      } else {
        if (!paragraph) {
          paragraph = $createParagraphNode();
          root.append(paragraph);
        }
        paragraph.append(node);
      }
    }
    $convertMathText(root);
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/** The document as HTML; an empty document is the empty string. */
export function $saveHtml(editor: LexicalEditor): string {
  const root = $getRoot();
  const only = root.getChildrenSize() === 1 ? root.getFirstChild() : null;
  if (root.getChildrenSize() === 0 || ($isElementNode(only) && only.getType() === 'paragraph' && only.isEmpty())) {
    return '';
  }
  return $generateHtmlFromNodes(editor, null);
}

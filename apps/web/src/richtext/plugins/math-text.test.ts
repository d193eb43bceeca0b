import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  createEditor,
  type LexicalEditor,
  type ParagraphNode,
  type TextNode,
} from 'lexical';
import { describe, expect, it } from 'vitest';
import { $isMathNode, MathNode } from '../nodes/MathNode';
import { $convertMathText } from './html-value';

function editorWith(text: string): LexicalEditor {
  const editor = createEditor({
    nodes: [MathNode],
    onError: (error) => {
      throw error;
    },
  });
  editor.update(
    () => {
      const paragraph = $createParagraphNode();
      paragraph.append($createTextNode(text).toggleFormat('bold'));
      $getRoot().append(paragraph);
      $convertMathText($getRoot());
    },
    { discrete: true },
  );
  return editor;
}

const children = (editor: LexicalEditor) =>
  editor.read(() =>
    ($getRoot().getFirstChild() as ParagraphNode)
      .getChildren()
      .map((n) => ($isMathNode(n) ? `[${n.getLatex()}]` : n.getTextContent())),
  );

describe('formulas written as text', () => {
  it('become math nodes between the text, which keeps its formatting', () => {
    const editor = editorWith('Energy $E=mc^2$ and \\(p=mv\\).');
    expect(children(editor)).toEqual(['Energy ', '[E=mc^2]', ' and ', '[p=mv]', '.']);
    const bold = editor.read(() =>
      ($getRoot().getFirstChild() as ParagraphNode).getFirstChild<TextNode>()?.getFormat(),
    );
    expect(bold).toBe(1);
  });

  it('are written back as the same text', () => {
    const editor = editorWith('a $x$ b \\(y\\)3 \\$5');
    expect(editor.read(() => $getRoot().getTextContent())).toBe('a $x$ b \\(y\\)3 \\$5');
  });

  it('leave text without formulas alone', () => {
    expect(children(editorWith('costs $5 and $6'))).toEqual(['costs $5 and $6']);
  });
});

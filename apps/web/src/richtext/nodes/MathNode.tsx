import {
  $applyNodeReplacement,
  $isTextNode,
  createCommand,
  type DOMExportOutput,
  type LexicalCommand,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import { type JSX, useMemo, useRef } from 'react';
import { renderFormula } from '../formulas';
import { splitMath } from '../math';
import { InlineDecoratorNode } from './InlineDecoratorNode';
import { useSelectable } from './use-selectable';

export type SerializedMathNode = Spread<{ latex: string; display: boolean }, SerializedLexicalNode>;

/** Asks the editor to open the formula dialog on this node (double click, or Enter on a selected formula). */
export const EDIT_FORMULA_COMMAND: LexicalCommand<NodeKey> = createCommand('EDIT_FORMULA_COMMAND');

function MathView({ node, latex, display }: { node: NodeKey; latex: string; display: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const selected = useSelectable(node, ref);
  const html = useMemo(() => renderFormula(latex, display), [latex, display]);
  return (
    <span
      ref={ref}
      className={selected ? 'qx-rich-math qx-rich-selected' : 'qx-rich-math'}
      title={latex}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output of the formula, which escapes its input.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * A formula held as LaTeX and typeset by KaTeX. In HTML it is plain text between `$` (or `$$` for a
 * displayed one), which the server keeps as it is and RichHtml typesets when showing it.
 */
export class MathNode extends InlineDecoratorNode {
  __latex: string;
  __display: boolean;

  static getType(): string {
    return 'math';
  }

  static clone(node: MathNode): MathNode {
    return new MathNode(node.__latex, node.__display, node.__key);
  }

  constructor(latex: string, display = false, key?: NodeKey) {
    super(key);
    this.__latex = latex;
    this.__display = display;
  }

  static importJSON(json: SerializedMathNode): MathNode {
    return $createMathNode(json.latex, json.display);
  }

  exportJSON(): SerializedMathNode {
    return { ...super.exportJSON(), latex: this.__latex, display: this.__display };
  }

  getLatex(): string {
    return this.__latex;
  }

  setLatex(latex: string): this {
    const writable = this.getWritable();
    writable.__latex = latex;
    return writable;
  }

  /** The formula as text that reads back as this same formula where it stands. */
  getSource(): string {
    const latex = this.__latex.trim();
    if (this.__display) return `$$${latex}$$`;
    const next = this.getNextSibling();
    const followedByDigit = $isTextNode(next) && /^\d/.test(next.getTextContent());
    const dollar = `$${latex}$`;
    const parts = splitMath(dollar);
    const readsBack = parts.length === 1 && parts[0]?.kind === 'math' && parts[0].latex === latex;
    return readsBack && !followedByDigit ? dollar : `\\(${latex}\\)`;
  }

  exportDOM(): DOMExportOutput {
    return { element: document.createTextNode(this.getSource()) };
  }

  getTextContent(): string {
    return this.getSource();
  }

  decorate(): JSX.Element {
    return <MathView node={this.getKey()} latex={this.__latex} display={this.__display} />;
  }
}

export function $createMathNode(latex: string, display = false): MathNode {
  return $applyNodeReplacement(new MathNode(latex, display));
}

export function $isMathNode(node: LexicalNode | null | undefined): node is MathNode {
  return node instanceof MathNode;
}

import 'katex/dist/katex.min.css';
import katex from 'katex';
import { escapeHtml, splitMath, unescapeDollars } from './math';

/** One formula as KaTeX HTML; a LaTeX error shows the source in red instead of throwing. */
export function renderFormula(latex: string, display = false): string {
  return katex.renderToString(latex, { displayMode: display, throwOnError: false, strict: 'ignore' });
}

/** Checks LaTeX: null when KaTeX accepts it, otherwise KaTeX's message. */
export function formulaError(latex: string): string | null {
  try {
    katex.renderToString(latex, { throwOnError: true, strict: 'ignore' });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Plain text with formulas as safe HTML: text is escaped, formulas are typeset by KaTeX.
 *
 * @example renderMath('Energy: $E=mc^2$') // 'Energy: <span class="katex">…</span>'
 */
export function renderMath(text: string): string {
  return splitMath(text)
    .map((s) => (s.kind === 'text' ? escapeHtml(unescapeDollars(s.text)) : renderFormula(s.latex, s.display)))
    .join('');
}

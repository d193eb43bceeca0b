import 'katex/dist/katex.min.css';
import { useMemo } from 'react';
import { renderMath } from './math';

/** A plain string (an answer choice, a title) whose `$…$` / `\(…\)` parts are typeset. */
export function MathText({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => renderMath(text), [text]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMath escapes the text and only adds KaTeX markup.
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

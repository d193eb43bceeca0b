import { useMemo, useRef } from 'react';
import { escapeHtml, hasMath, unescapeDollars } from './math';
import { useFormulas } from './use-formulas';

/** A plain string (an answer choice, a title) whose `$…$` / `\(…\)` parts are typeset. */
export function MathText({ text, className }: { text: string; className?: string }) {
  const element = useRef<HTMLSpanElement>(null);
  const typesetting = useFormulas(
    useMemo(() => hasMath(text), [text]),
    element,
  );
  const html = useMemo(
    () => (typesetting ? typesetting.renderMath(text) : escapeHtml(unescapeDollars(text))),
    [text, typesetting],
  );
  // A page the server rendered holds the typeset markup, which hydration keeps (`typesetOnServer`).
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the text is escaped; renderMath only adds KaTeX markup.
    <span ref={element} className={className} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  );
}

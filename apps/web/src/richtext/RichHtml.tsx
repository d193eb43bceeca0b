import './content.css';
import { useMemo, useRef } from 'react';
import { hasMath } from './math';
import { useFormulas } from './use-formulas';

/** Stored (server-sanitised) rich HTML with its formulas typeset by KaTeX. */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  // A backslash may be an escaped dollar, which typesetting turns into a plain one.
  const element = useRef<HTMLDivElement>(null);
  const typesetting = useFormulas(
    useMemo(() => html.includes('\\') || hasMath(html), [html]),
    element,
  );
  const typeset = useMemo(() => (typesetting ? typesetting.typesetHtml(html) : html), [html, typesetting]);
  const classes = className ? `qx-rich ${className}` : 'qx-rich';
  // A page the server rendered holds the typeset markup, which hydration keeps (`typesetOnServer`).
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises rich HTML on every write.
    <div ref={element} className={classes} dangerouslySetInnerHTML={{ __html: typeset }} suppressHydrationWarning />
  );
}

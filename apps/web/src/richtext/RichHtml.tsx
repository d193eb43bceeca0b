import 'katex/dist/katex.min.css';
import './content.css';
import { useMemo } from 'react';
import { typesetHtml } from './typeset';

/** Stored (server-sanitised) rich HTML with its formulas typeset by KaTeX. */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  const typeset = useMemo(() => typesetHtml(html), [html]);
  const classes = className ? `qx-rich ${className}` : 'qx-rich';
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises rich HTML on every write.
  return <div className={classes} dangerouslySetInnerHTML={{ __html: typeset }} />;
}

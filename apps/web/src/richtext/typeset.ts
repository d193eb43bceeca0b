import { renderMath } from './formulas';
import { splitMath } from './math';

export { renderMath };

/** Elements whose text is never read as math. */
const SKIP = new Set(['CODE', 'PRE', 'SCRIPT', 'STYLE', 'TEXTAREA', 'KBD', 'SAMP']);

function shouldSkip(node: Node): boolean {
  for (let el = node.parentElement; el; el = el.parentElement) {
    if (SKIP.has(el.tagName) || el.classList.contains('katex')) return true;
  }
  return false;
}

/**
 * Typesets the formulas written as text inside an element's tree (`$…$`, `\(…\)`, `$$…$$`, `\[…\]`),
 * replacing each text node that holds one with KaTeX's markup. Other markup is left as it is.
 */
export function typesetElement(root: Element): void {
  const doc = root.ownerDocument;
  // NodeFilter.SHOW_TEXT, written out: the server's DOM (linkedom) has no global NodeFilter.
  const walker = doc.createTreeWalker(root, 4);
  const targets: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if ((text.includes('$') || text.includes('\\')) && !shouldSkip(node)) targets.push(node as Text);
  }
  for (const node of targets) {
    const text = node.nodeValue ?? '';
    if (!text.includes('\\$') && !splitMath(text).some((s) => s.kind === 'math')) continue;
    const holder = doc.createElement('span');
    holder.innerHTML = renderMath(text);
    node.replaceWith(...Array.from(holder.childNodes));
  }
}

/** Parses HTML into an inert document's body: the browser's DOMParser, or the server's DOM (`render-page.tsx`). */
export type ParseBody = (html: string) => HTMLElement;

const browserBody: ParseBody = (html) => new DOMParser().parseFromString(html, 'text/html').body;

/** Stored rich HTML with its formulas typeset, as an HTML string. */
export function typesetHtml(html: string, parseBody: ParseBody = browserBody): string {
  if (!html || (!html.includes('$') && !html.includes('\\'))) return html;
  // A parsed document is inert: nothing in it loads or runs while it is rewritten.
  const body = parseBody(html);
  typesetElement(body);
  return body.innerHTML;
}

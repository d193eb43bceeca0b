/** A run of plain text (as written, `\$` escapes kept) or a formula with its LaTeX. */
export type MathSegment = { kind: 'text'; text: string } | { kind: 'math'; latex: string; display: boolean };

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

/** Index of `close` at or after `from`, skipping backslash escapes inside the formula; -1 when absent. */
function findClose(text: string, from: number, close: string): number {
  for (let i = from; i < text.length; i++) {
    if (text.startsWith(close, i)) return i;
    if (text[i] === '\\') i++;
  }
  return -1;
}

/**
 * Where a single-dollar formula opened at `open` ends, by the usual rule that keeps prices as text: the
 * opening `$` is not followed by a space, the closing one is not preceded by a space nor followed by a digit.
 */
function findDollarClose(text: string, open: number): number {
  if (isSpace(text[open + 1]) || text[open + 1] === '$') return -1;
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] === '$' && !isSpace(text[i - 1]) && !isDigit(text[i + 1])) return i;
  }
  return -1;
}

/**
 * Splits text into plain runs and formulas. Inline: `$…$` and `\(…\)`; display: `$$…$$` and `\[…\]`.
 * `\$` is a literal dollar; a delimiter without its partner stays text.
 *
 * @example splitMath('a $x^2$ b') // [{kind:'text',text:'a '}, {kind:'math',latex:'x^2',display:false}, {kind:'text',text:' b'}]
 */
export function splitMath(text: string): MathSegment[] {
  const out: MathSegment[] = [];
  let plain = '';
  const pushMath = (latex: string, display: boolean) => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
    out.push({ kind: 'math', latex, display });
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const next = text[i + 1];
    if (ch === '\\' && (next === '(' || next === '[')) {
      const close = next === '(' ? '\\)' : '\\]';
      const end = findClose(text, i + 2, close);
      if (end >= 0 && text.slice(i + 2, end).trim()) {
        pushMath(text.slice(i + 2, end).trim(), next === '[');
        i = end + 2;
        continue;
      }
    }
    if (ch === '\\' && next !== undefined) {
      // An escape such as `\$` is kept as written so the text can be stored again unchanged.
      plain += ch + next;
      i += 2;
      continue;
    }
    if (ch === '$' && next === '$') {
      const end = findClose(text, i + 2, '$$');
      if (end >= 0 && text.slice(i + 2, end).trim()) {
        pushMath(text.slice(i + 2, end).trim(), true);
        i = end + 2;
        continue;
      }
    }
    if (ch === '$') {
      const end = findDollarClose(text, i);
      if (end >= 0) {
        pushMath(text.slice(i + 1, end), false);
        i = end + 1;
        continue;
      }
    }
    plain += ch;
    i++;
  }
  if (plain) out.push({ kind: 'text', text: plain });
  return out;
}

/** True when the text holds at least one formula. */
export function hasMath(text: string): boolean {
  return splitMath(text).some((s) => s.kind === 'math');
}

/** The text as shown to a reader: `\$` becomes `$`. */
export function unescapeDollars(text: string): string {
  return text.replace(/\\\$/g, '$');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

import { describe, expect, it } from 'vitest';
import { renderMath } from './formulas';
import { hasMath, splitMath } from './math';

describe('splitMath', () => {
  it('finds $…$ formulas between text', () => {
    expect(splitMath('Energy $E=mc^2$ here')).toEqual([
      { kind: 'text', text: 'Energy ' },
      { kind: 'math', latex: 'E=mc^2', display: false },
      { kind: 'text', text: ' here' },
    ]);
  });

  it('finds \\(…\\) formulas', () => {
    expect(splitMath('so \\(b^2\\).')).toEqual([
      { kind: 'text', text: 'so ' },
      { kind: 'math', latex: 'b^2', display: false },
      { kind: 'text', text: '.' },
    ]);
  });

  it('finds displayed $$…$$ and \\[…\\] formulas', () => {
    expect(splitMath('$$x$$\\[y\\]')).toEqual([
      { kind: 'math', latex: 'x', display: true },
      { kind: 'math', latex: 'y', display: true },
    ]);
  });

  it('keeps an escaped \\$ as text', () => {
    expect(splitMath('costs \\$5 and \\$6')).toEqual([{ kind: 'text', text: 'costs \\$5 and \\$6' }]);
    expect(renderMath('costs \\$5')).toBe('costs $5');
  });

  it('allows an escaped dollar inside a formula', () => {
    expect(splitMath('$a\\$b$')).toEqual([{ kind: 'math', latex: 'a\\$b', display: false }]);
  });

  it('leaves unmatched delimiters as text', () => {
    for (const text of ['a $b', 'a \\(b', 'a \\)b', '$$ open', 'x \\[ y']) {
      expect(splitMath(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('does not read prices as a formula', () => {
    expect(hasMath('between $5 and $10')).toBe(false);
    expect(hasMath('pay $ 5 or 6 $')).toBe(false);
  });

  it('reads several formulas in a row', () => {
    const kinds = splitMath('$a$ and $b$ and \\(c\\)').map((s) => s.kind);
    expect(kinds).toEqual(['math', 'text', 'math', 'text', 'math']);
  });

  it('reads a formula after a stray dollar', () => {
    expect(splitMath('a$$x$')).toEqual([
      { kind: 'text', text: 'a$' },
      { kind: 'math', latex: 'x', display: false },
    ]);
  });

  it('treats an empty pair as text', () => {
    expect(hasMath('$$ $$ and \\(\\)')).toBe(false);
  });
});

describe('renderMath', () => {
  it('typesets formulas with KaTeX', () => {
    const html = renderMath('E: $E=mc^2$');
    expect(html.startsWith('E: <span class="katex">')).toBe(true);
    expect(html).toContain('mc');
  });

  it('escapes the text around formulas', () => {
    expect(renderMath('<b>&</b> "x"')).toBe('&#60;b&#62;&#38;&#60;/b&#62; &#34;x&#34;');
  });

  it('shows a bad formula without throwing', () => {
    expect(renderMath('$\\frac{1$')).toContain('katex-error');
  });

  it('returns plain text unchanged apart from escaping', () => {
    expect(renderMath('no math here')).toBe('no math here');
  });
});

import { describe, expect, it } from 'vitest';
import { plainTextPreview } from '../src/services/richtext/plain-text';

describe('plainTextPreview', () => {
  it('drops tags, keeps paragraphs apart and decodes entities', () => {
    expect(plainTextPreview('<h2>Forces</h2><p>Newton &amp; Hooke:<br>$F=ma$</p><script>x()</script>', 100)).toBe(
      'Forces Newton & Hooke: $F=ma$',
    );
  });

  it('answers an empty string for empty HTML', () => {
    expect(plainTextPreview('', 100)).toBe('');
    expect(plainTextPreview('<p> </p>', 100)).toBe('');
  });

  it('cuts at a word near the limit and never inside a formula', () => {
    expect(plainTextPreview('<p>one two three four five</p>', 12)).toBe('one two…');
    expect(plainTextPreview('<p>The law $F = m a$ holds</p>', 14)).toBe('The law…');
  });
});

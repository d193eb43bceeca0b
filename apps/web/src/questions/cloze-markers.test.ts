import { describe, expect, it } from 'vitest';
import { appendMarker, clozeHtml, removeMarker } from './cloze-markers';

describe('cloze markers', () => {
  it('appends a marker inside the last paragraph, or as the text', () => {
    expect(appendMarker('<p>Speed: </p>', 1)).toBe('<p>Speed: {#1}</p>');
    expect(appendMarker('<p>a</p><p>Speed</p>', 2)).toBe('<p>a</p><p>Speed {#2}</p>');
    expect(appendMarker('', 1)).toBe('<p>{#1}</p>');
    expect(appendMarker('<ul><li>x</li></ul>', 3)).toBe('<ul><li>x</li></ul> {#3}');
  });

  it('removes a part and moves the later parts down one', () => {
    expect(removeMarker('<p>{#1}, {#2} and {#3}</p>', 2)).toBe('<p>{#1},  and {#2}</p>');
    expect(removeMarker('<p>{#1}</p>', 1)).toBe('<p></p>');
  });

  it('shows each marker as a blank with its label escaped', () => {
    expect(clozeHtml('<p>v = {#1} m/s</p>', (n) => `${n}: <19.6>`)).toBe(
      '<p>v = <span class="qx-cloze-blank" data-part="1">1: &lt;19.6&gt;</span> m/s</p>',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { choiceTextOf } from './choice-text';

const spec = { answerA: 'one', answerB: 'two', answerC: 'three', answerD: 'four', answerE: '' };

describe('choiceTextOf', () => {
  it('reads the spec’s fields when the body lists no choices', () => {
    expect(choiceTextOf({ ...spec, body: { choices: [] } }, 'C')).toBe('three');
    expect(choiceTextOf({ ...spec, body: { choices: [] } }, 'G')).toBe('');
  });

  it('reads the body’s list, which holds every choice past E', () => {
    const choices = 'ABCDEFG'.split('').map((l) => ({ text: `choice ${l}` }));
    expect(choiceTextOf({ ...spec, body: { choices } }, 'G')).toBe('choice G');
    expect(choiceTextOf({ ...spec, body: { choices } }, 'A')).toBe('choice A');
  });
});

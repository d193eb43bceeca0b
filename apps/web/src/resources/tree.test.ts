import { describe, expect, it } from 'vitest';
import { pick } from './tree';

describe('pick: the library picker click', () => {
  it('chooses one node on a plain click and several with Ctrl or Cmd', () => {
    expect(pick(['a', 'b'], 'c', false)).toEqual(['c']);
    expect(pick(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(pick(['a', 'b'], 'a', true)).toEqual(['b']);
  });
});

import { describe, expect, it } from 'vitest';
import { allSelected, keepPresent, moveItem } from './order';

describe('moveItem', () => {
  it('swaps with the neighbour above or below', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 'up')).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 'down')).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it is at either end or out of range', () => {
    expect(moveItem(['a', 'b'], 0, 'up')).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 'down')).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 5, 'up')).toEqual(['a', 'b']);
  });

  it('never changes the list it was given', () => {
    const list = ['a', 'b'];
    moveItem(list, 1, 'up');
    expect(list).toEqual(['a', 'b']);
  });
});

describe('selection helpers', () => {
  const list = [{ _id: '1' }, { _id: '2' }, { _id: '3' }];

  it('keeps the selected ids still listed, in list order', () => {
    expect(keepPresent(new Set(['3', 'x', '1']), list)).toEqual(['1', '3']);
  });

  it('says when everything is selected', () => {
    expect(allSelected(new Set(['1', '2', '3']), list)).toBe(true);
    expect(allSelected(new Set(['1']), list)).toBe(false);
    expect(allSelected(new Set(), [])).toBe(false);
  });
});

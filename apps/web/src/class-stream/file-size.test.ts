import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('fileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [14_500, '14 KB'],
    [2.5 * 1024 * 1024, '2.5 MB'],
    [20 * 1024 * 1024, '20 MB'],
  ])('%i bytes is %s', (bytes, text) => {
    expect(fileSize(bytes)).toBe(text);
  });
});

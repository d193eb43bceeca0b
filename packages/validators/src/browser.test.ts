import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWithoutEval } from './browser';

describe('parseWithoutEval', () => {
  it('turns on zod’s jitless setting, as z.config reads it', () => {
    const before = z.config().jitless;
    try {
      parseWithoutEval();
      expect(z.config().jitless).toBe(true);
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      z.config({ jitless: before });
    }
  });
});

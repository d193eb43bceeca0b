import { describe, expect, it } from 'vitest';
import { BRUSH_DEFAULT, BRUSH_MAX, BRUSH_MIN, eraserRadius, strokeWidth, toCanvasPoint } from './canvas';

describe('drawing board', () => {
  it('offers brush sizes 1 to 10, 3 by default', () => {
    expect([BRUSH_MIN, BRUSH_DEFAULT, BRUSH_MAX]).toEqual([1, 3, 10]);
  });

  it('erases with a radius twice the brush', () => {
    expect(eraserRadius(3)).toBe(6);
    expect(strokeWidth('eraser', 3)).toBe(12);
    expect(strokeWidth('pen', 3)).toBe(3);
  });

  it('maps a pointer on a canvas shown smaller to canvas pixels', () => {
    const canvas = {
      width: 800,
      height: 800,
      getBoundingClientRect: () => ({ left: 10, top: 20, width: 400, height: 400 }),
    } as unknown as HTMLCanvasElement;
    expect(toCanvasPoint(canvas, 210, 120)).toEqual({ x: 400, y: 200 });
  });
});

import { describe, expect, it } from 'vitest';
import { flightTime, GRAVITY, maxHeight, niceStep, positionAt, range, toRadians, trajectory } from './projectile';

describe('projectile formulas', () => {
  it('range is v² sin 2θ / g', () => {
    expect(range({ speed: 10, angleDeg: 45 })).toBeCloseTo(100 / GRAVITY, 10);
    expect(range({ speed: 20, angleDeg: 30 })).toBeCloseTo((400 * Math.sin(toRadians(60))) / GRAVITY, 10);
  });

  it('complementary angles give the same range; 45° gives the largest', () => {
    expect(range({ speed: 15, angleDeg: 30 })).toBeCloseTo(range({ speed: 15, angleDeg: 60 }), 10);
    expect(range({ speed: 15, angleDeg: 45 })).toBeGreaterThan(range({ speed: 15, angleDeg: 44 }));
  });

  it('maximum height is v² sin² θ / (2g)', () => {
    expect(maxHeight({ speed: 9.8, angleDeg: 90 })).toBeCloseTo(4.9, 10);
    expect(maxHeight({ speed: 20, angleDeg: 30 })).toBeCloseTo((400 * 0.25) / (2 * GRAVITY), 10);
  });

  it('time of flight is 2 v sin θ / g', () => {
    expect(flightTime({ speed: 9.8, angleDeg: 90 })).toBeCloseTo(2, 10);
    expect(flightTime({ speed: 20, angleDeg: 30 })).toBeCloseTo(20 / GRAVITY, 10);
  });

  it('a horizontal launch goes nowhere and takes no time', () => {
    expect(range({ speed: 10, angleDeg: 0 })).toBe(0);
    expect(maxHeight({ speed: 10, angleDeg: 0 })).toBe(0);
    expect(flightTime({ speed: 10, angleDeg: 0 })).toBe(0);
  });

  it('takes another gravity when given', () => {
    expect(range({ speed: 10, angleDeg: 45, g: 1.62 })).toBeCloseTo(100 / 1.62, 10);
  });
});

describe('positionAt and trajectory', () => {
  const launch = { speed: 20, angleDeg: 60 };

  it('starts at the origin, peaks at half the flight and lands at the range', () => {
    const t = flightTime(launch);
    expect(positionAt(launch, 0)).toEqual({ x: 0, y: 0 });
    expect(positionAt(launch, t / 2).y).toBeCloseTo(maxHeight(launch), 10);
    const end = positionAt(launch, t);
    expect(end.x).toBeCloseTo(range(launch), 10);
    expect(end.y).toBeCloseTo(0, 10);
  });

  it('clamps times outside the flight', () => {
    expect(positionAt(launch, -1)).toEqual({ x: 0, y: 0 });
    expect(positionAt(launch, 1e6).x).toBeCloseTo(range(launch), 10);
  });

  it('samples the path evenly from launch to landing', () => {
    const path = trajectory(launch, 10);
    expect(path).toHaveLength(11);
    expect(path[0]).toEqual({ x: 0, y: 0 });
    expect(path[10]!.x).toBeCloseTo(range(launch), 10);
    for (let i = 1; i < path.length; i += 1) expect(path[i]!.x).toBeGreaterThan(path[i - 1]!.x);
  });
});

describe('niceStep', () => {
  it('picks 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(47, 5)).toBe(10);
    expect(niceStep(10, 5)).toBe(2);
    expect(niceStep(3, 5)).toBe(1);
    expect(niceStep(240, 5)).toBe(50);
    expect(niceStep(0)).toBe(1);
  });
});

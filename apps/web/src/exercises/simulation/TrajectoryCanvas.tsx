import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { type Bounds, drawTrajectory } from './draw-trajectory';
import type { Launch } from './projectile';

interface TrajectoryCanvasProps {
  launch: Launch;
  bounds: Bounds;
  time: number;
  label: string;
  axes: { x: string; y: string };
}

const HEIGHT = 320;

/** The trajectory drawn on a canvas sized to its container, sharp on high-density screens. */
export function TrajectoryCanvas({ launch, bounds, time, label, axes }: TrajectoryCanvasProps) {
  const { ref, width } = useElementSize();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    if (!el || width <= 0) return;
    const ratio = window.devicePixelRatio || 1;
    el.width = Math.round(width * ratio);
    el.height = Math.round(HEIGHT * ratio);
    const ctx = el.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawTrajectory(ctx, { width, height: HEIGHT }, launch, bounds, time, axes);
  }, [launch, bounds, time, width, axes]);
  return (
    <div ref={ref} style={{ width: '100%' }}>
      <canvas ref={canvas} role="img" aria-label={label} style={{ width: '100%', height: HEIGHT, display: 'block' }} />
    </div>
  );
}

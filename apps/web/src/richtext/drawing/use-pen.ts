import { type PointerEvent, type RefObject, useRef } from 'react';
import { drawSegment, type Tool, toCanvasPoint } from './canvas';

/**
 * Strokes on a canvas with a mouse, pen or finger: the pointer handlers to spread on the `<canvas>`. Each
 * stroke draws with the tool, colour and brush of the moment; drawing stays in canvas pixels whatever size
 * the canvas is shown at. Used by the drawing board and by marking up a photo of working.
 */
export function usePen(canvasRef: RefObject<HTMLCanvasElement | null>, tool: Tool, color: string, brush: number) {
  const last = useRef<{ id: number; x: number; y: number } | null>(null);
  const context = () => canvasRef.current?.getContext('2d') ?? null;

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    const canvas = event.currentTarget;
    const ctx = context();
    if (!ctx) return;
    event.preventDefault();
    canvas.setPointerCapture(event.pointerId);
    const point = toCanvasPoint(canvas, event.clientX, event.clientY);
    drawSegment(ctx, point, point, tool, color, brush);
    last.current = { id: event.pointerId, ...point };
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    const ctx = context();
    if (!from || from.id !== event.pointerId || !ctx) return;
    const canvas = event.currentTarget;
    // Coalesced events keep fast strokes smooth where the browser batches pointer moves.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    let prev = { x: from.x, y: from.y };
    for (const e of events.length ? events : [event.nativeEvent]) {
      const point = toCanvasPoint(canvas, e.clientX, e.clientY);
      drawSegment(ctx, prev, point, tool, color, brush);
      prev = point;
    }
    last.current = { id: event.pointerId, ...prev };
  };

  const endStroke = (event: PointerEvent<HTMLCanvasElement>) => {
    if (last.current?.id === event.pointerId) last.current = null;
  };

  return { onPointerDown, onPointerMove, onPointerUp: endStroke, onPointerCancel: endStroke };
}

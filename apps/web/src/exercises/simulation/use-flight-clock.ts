import { useEffect, useRef, useState } from 'react';

/** Animation time in seconds from 0 to `duration`, advancing in real time while playing. */
export function useFlightClock(duration: number) {
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const timeRef = useRef(0);
  timeRef.current = time;

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const startedAt = performance.now();
    const from = timeRef.current >= duration ? 0 : timeRef.current;
    const tick = (now: number) => {
      const next = Math.min(duration, from + (now - startedAt) / 1000);
      setTime(next);
      if (next >= duration) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, duration]);

  return {
    time,
    playing,
    toggle: () => setPlaying((p) => !p),
    reset: () => {
      setPlaying(false);
      setTime(0);
    },
  };
}

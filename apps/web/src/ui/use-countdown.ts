import { limits } from '@quanta/validators';
import { useEffect, useState } from 'react';

/** Seconds left before a code may be sent again; `start()` begins the 60-second wait. */
export function useCountdown(seconds = limits.codeResendMs / 1000) {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: () => setRemaining(seconds) };
}

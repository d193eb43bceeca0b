import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Scrolls to the element named by the URL's hash (`/#Physics`) once `ready` (the sections are coming), and
 * again whenever the hash changes, e.g. from the header's Courses menu while already on the page. The
 * sections render a card at a time, so it looks again each frame, for up to two seconds, until the element
 * is there.
 */
export function useHashScroll(ready: boolean) {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!ready || !id) return;
    // After the router's own scroll handling for this navigation.
    let frames = 0;
    const look = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (++frames < 120) frame = window.requestAnimationFrame(look);
    };
    let frame = window.requestAnimationFrame(look);
    return () => window.cancelAnimationFrame(frame);
  }, [hash, ready]);
}

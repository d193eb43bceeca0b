import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Scrolls to the element named by the URL's hash (`/#Physics`) once `ready` (the sections exist), and
 * again whenever the hash changes, e.g. from the header's Courses menu while already on the page.
 */
export function useHashScroll(ready: boolean) {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!ready || !id) return;
    // After the router's own scroll handling for this navigation.
    const frame = window.requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [hash, ready]);
}

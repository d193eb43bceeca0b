import { useEffect } from 'react';

/** The site's title: the school's name, which the server gives every page (`<meta name="application-name">`). */
export const siteTitle = () =>
  document.querySelector('meta[name="application-name"]')?.getAttribute('content') || document.title;

/**
 * The document's title while a screen shows a record (`Mechanics I · School`), back to the site's title when
 * it goes: the other screens keep the fixed default. A page the server rendered already has it.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const site = siteTitle();
    document.title = `${title} · ${site}`;
    return () => {
      document.title = site;
    };
  }, [title]);
}

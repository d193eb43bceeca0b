import { useMatches } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The key of a screen's name in the interface text (`nav.users`), declared on its route as `staticData.title`. */
export type ScreenTitle = ParseKeys;

let site: string | undefined;

/**
 * The site's title: the school's name, which the server gives every page (`<meta name="application-name">`),
 * else the page's title as it was first read (the development server's page has no such meta).
 */
export const siteTitle = () => {
  site ??= document.querySelector('meta[name="application-name"]')?.getAttribute('content') || document.title;
  return site;
};

/** What the document's title names: the record a screen shows wins over the screen's name. */
const shown: { screen?: string; record?: string } = {};

function writeTitle() {
  const name = shown.record ?? shown.screen;
  document.title = name ? `${name} · ${siteTitle()}` : siteTitle();
}

/**
 * The screen's name in the document's title (`Users · School`), from the matched route's `staticData.title`
 * in the interface's language; a screen without one (the home page) is titled with the site's name. The
 * layout calls it once for every screen.
 */
export function useScreenTitle() {
  const { t } = useTranslation();
  const key = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.title });
  const name = key ? t(key) : undefined;
  useEffect(() => {
    shown.screen = name;
    writeTitle();
  }, [name]);
}

/**
 * The document's title while a screen shows a record (`Mechanics I · School`), in place of the screen's name,
 * which comes back when the record goes. A page the server rendered already has it.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    shown.record = title;
    writeTitle();
    return () => {
      shown.record = undefined;
      writeTitle();
    };
  }, [title]);
}

import type { Language } from '@quanta/validators';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a page the server rendered carries for the browser to hydrate it with (a JSON script element): the
 * language it was rendered in and its queries' answers, so the first render matches the markup and asks
 * for nothing again.
 */
export interface ServerState {
  lang: Language;
  queries: DehydratedState;
}

/** The id of the script element holding the state. */
export const serverStateId = 'server-state';

/** The attribute of `<html>` that marks a page the server rendered (the page's loader reads it). */
export const serverRenderedAttribute = 'data-server-rendered';

/** The state script's markup; `<` is escaped, so no answer can close the element early. */
export const serverStateScript = (state: ServerState) =>
  `<script id="${serverStateId}" type="application/json">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/** The state of the page being opened, when the server rendered it. */
export function readServerState(): ServerState | undefined {
  const element = document.getElementById(serverStateId);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return undefined;
  }
}

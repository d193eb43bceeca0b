/**
 * The app shell for working offline: `/sw.js` keeps the page and its scripts, so an exam page that was
 * open can be reloaded without a connection. Only in a built app (the dev server serves sources).
 */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // After the page has loaded: the worker's install fetches the page and its assets again, which
  // would compete with the first screen's own requests.
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then(() => cacheLoadedAssets())
      .catch(() => undefined);
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * Asks the service worker to keep the scripts and styles this page has loaded, including chunks
 * loaded before it took charge of the page (the runner calls it when it opens).
 */
export function cacheLoadedAssets() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, location.href);
      return url.origin === location.origin && url.pathname.startsWith('/assets/');
    });
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'cache', urls }))
    .catch(() => undefined);
}

import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme-variables.css';
// Rich text and its formulas, typeset by the server, are on the pages it renders: their styles come with
// the first paint, not with their chunks.
import 'katex/dist/katex.min.css';
import '../richtext/content.css';
import { parseWithoutEval } from '@quanta/validators';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { changeLanguage, initI18n } from '../i18n';
import { setNavigator } from '../session/navigation';
import { restoreSession } from '../session/startup';
import { getUserInfo } from '../session/storage';
import { nextTask } from '../ui/render-in-tasks';
import { Providers } from './Providers';
import { startLanguage } from './page-language';
import { queryClient } from './query-client';
import { getRouter } from './router';
import { readServerState } from './server-state';
import { registerServiceWorker } from './service-worker';

parseWithoutEval();
const server = readServerState();
const language = startLanguage(server);
const languageReady = initI18n(language.lang);
setNavigator((href) => getRouter().history.push(href));
registerServiceWorker();
if (!server) void restoreSession();

const root = document.getElementById('root');

/**
 * Once a page the server rendered has hydrated: the stored sign-in is checked, and, signed in, the page's
 * answers (the public's view) are asked for again with the user's token; a language chosen on this device
 * other than the page's then applies.
 */
let hydrated = false;
function afterHydration() {
  if (hydrated) return;
  hydrated = true;
  void restoreSession();
  if (getUserInfo()) void queryClient.invalidateQueries();
  if (language.switchTo) void changeLanguage(language.switchTo).catch(() => undefined);
}

// The first render waits for the language's table (preloaded beside the entry), so no text shows as a key.
// The router's route tree is built in a task of its own before it: on a phone the scripts' evaluation, the
// tree and the first render each take tens of milliseconds, and one long task would hold up any tap.
// A page the server rendered is hydrated once its screen's code has loaded (`router.load`), in the
// language and with the answers it was rendered with (`server-state.ts`); any other page is rendered here.
if (root) {
  void languageReady.then(nextTask).then(async () => {
    const router = getRouter();
    if (server) {
      hydrate(queryClient, server.queries);
      // The router then renders its root as it did on the server: without a suspense boundary of its own.
      router.ssr = { manifest: undefined };
      await router.load();
      // Hydrated as a transition, in slices that yield to input (as a plain update it is one long task).
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <Providers router={router} queryClient={queryClient} onMounted={afterHydration} />
          </StrictMode>,
        );
      });
      return;
    }
    await nextTask();
    // The first render as a transition: React renders it in slices and yields to input between them (a
    // plain first render is one task), and the page's frame stays until the screen is ready to show.
    const app = createRoot(root);
    startTransition(() =>
      app.render(
        <StrictMode>
          <Providers router={router} queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  });
}

import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme-variables.css';
import { parseWithoutEval } from '@quanta/validators';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import { setNavigator } from '../session/navigation';
import { restoreSession } from '../session/startup';
import { nextTask } from '../ui/render-in-tasks';
import { Providers } from './Providers';
import { getRouter } from './router';
import { registerServiceWorker } from './service-worker';

parseWithoutEval();
const languageReady = initI18n();
setNavigator((href) => getRouter().history.push(href));
void restoreSession();
registerServiceWorker();

const root = document.getElementById('root');

// The first render waits for the language's table (preloaded beside the entry), so no text shows as a key.
// The router's route tree is built in a task of its own before it: on a phone the scripts' evaluation, the
// tree and the first render each take tens of milliseconds, and one long task would hold up any tap.
if (root) {
  void languageReady
    .then(nextTask)
    .then(() => {
      getRouter();
      return nextTask();
    })
    .then(() =>
      createRoot(root).render(
        <StrictMode>
          <Providers />
        </StrictMode>,
      ),
    );
}

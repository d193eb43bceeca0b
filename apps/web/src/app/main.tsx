import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme-variables.css';
import { parseWithoutEval } from '@quanta/validators';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import { setNavigator } from '../session/navigation';
import { restoreSession } from '../session/startup';
import { Providers } from './Providers';
import { router } from './router';
import { registerServiceWorker } from './serviceWorker';

parseWithoutEval();
const languageReady = initI18n();
setNavigator((href) => router.history.push(href));
void restoreSession();
registerServiceWorker();

const root = document.getElementById('root');
// The first render waits for the language's table (preloaded beside the entry), so no text shows as a key.
if (root) {
  void languageReady.then(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers />
      </StrictMode>,
    ),
  );
}

import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
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
void initI18n();
setNavigator((href) => router.history.push(href));
void restoreSession();
registerServiceWorker();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers />
    </StrictMode>,
  );
}

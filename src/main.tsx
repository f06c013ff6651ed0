import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { configureApp, startApp } from './app/bootstrap.ts';
import { preloadAreaOf } from './app/router.tsx';
import { loadLocale, useLocaleStore } from './lib/i18n/i18n.ts';
import './ui/styles.css';

configureApp();
preloadAreaOf(window.location.pathname);
const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');
// A Russian device waits for its catalogue (one small chunk) rather than flashing English.
void loadLocale(useLocaleStore.getState().locale)
  .catch(() => {})
  .finally(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    void startApp();
  });

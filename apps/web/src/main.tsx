import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './platform/i18n';
import { languageFromCookie } from './platform/language';

// Texts are loaded before the first render, so no screen ever shows translation keys (spec 01 §1).
async function start() {
  await initI18n(languageFromCookie(document.cookie));
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();

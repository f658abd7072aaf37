import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstPage } from './app/router';
import { initI18n } from './platform/i18n';
import { languageFromCookie } from './platform/language';
import { firstSessionLoaded, startSessionCheck } from './platform/session';

// Texts are loaded before the first render, so no screen ever shows translation keys (spec 01 §1). Issue 11:
// the session check and the first page's chunks load side by side with them, not one after the other (a signed-in
// page's as soon as the session check answers).
async function start() {
  const texts = initI18n(languageFromCookie(document.cookie));
  const session = startSessionCheck();
  // A page without the signed-in shell (/login, /forgotpassword ...) needs nothing of the session: its chunk
  // loads at once, beside the texts and the session check.
  preloadFirstPage(window.location.pathname, false, false);
  // The page's chunks and its texts as soon as the session check answers (the texts reach i18next once it runs).
  void session.then(({ signedIn }) => preloadFirstPage(window.location.pathname, signedIn, true));
  // The first render waits for the texts and the whole first session check (initial data included): drawn
  // before, it only drew a loading session behind index.html's frame and was drawn again (issue 11).
  await Promise.all([texts, firstSessionLoaded()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // A transition: React renders the first screen in slices instead of one long task (issue 11).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();

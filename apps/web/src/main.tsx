import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { restoreSession } from './app/guard';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { useSessionStore } from './app/session-store';
import { initI18n } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Everything the first screen needs starts at once instead of one after another: the texts of
// the current language, the router (which starts loading the first route's lazy modules) and,
// with a token, the user info the guard would otherwise ask for after the first render. The
// guard handles a failure of that early call itself (it asks again and reports).
// The user info goes first: the browser opens six connections per server, and the router's
// chunk requests would otherwise queue this call behind dozens of them.
if (useSessionStore.getState().token) restoreSession().catch(() => {});
const texts = initI18n();
const router = createAppRouter();

// The texts are loaded first, so no screen renders raw keys.
void texts.then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { restoreSession } from './app/guard';
import { isSnapshotShown, takeOverSidebarSnapshot } from './app/layout/sidebar-snapshot/snapshot';
import { Providers } from './app/providers';
import { type AppRouter, createAppRouter } from './app/router';
import { useSessionStore } from './app/session-store';
import { initI18n } from './i18n';
import { nextTask } from './lib/next-task';
import { AfterFirstCommit } from './prerender/after-first-commit';
import { focusAutofocusField } from './prerender/autofocus-after-takeover';
import { whenRouterReady } from './prerender/router-ready';

/**
 * The copy of the sidebar that index.html showed from the last visit (app/layout/sidebar-snapshot)
 * goes in the commit that draws the console in its place, whatever screen that is; an entry the
 * merchant chose in the copy is opened then. The sidebar has already read the copy's folders.
 */
const TakeOverSnapshot = ({ router, children }: { router: AppRouter; children: ReactNode }) => {
  useLayoutEffect(() => {
    const { navigateTo } = takeOverSidebarSnapshot();
    if (navigateTo) void router.navigate(navigateTo);
  }, [router]);
  return children;
};

/**
 * Starts the console. Over the sidebar that index.html shows (app/layout/sidebar-snapshot: the
 * copy from the last visit at once, or else the frame drawn from the menu answer, which may
 * arrive while the console starts), each step runs in a task of its own (nextTask) and the
 * first render goes in slices: the sidebar answers a click between them, where one task of
 * ~40 ms more after the modules' own evaluation, then ~300 ms of rendering, would hold it back.
 * Whether it is shown is asked at each step. Without it there is nothing to click yet, and all
 * of it goes in one piece, which finishes sooner. (A function rather than top-level await,
 * which made the bundler split the planned first-load chunks apart: 9 files became 43.)
 */
const start = async (container: HTMLElement) => {
  const between = () => (isSnapshotShown() ? nextTask() : undefined);
  const signedIn = useSessionStore.getState().token !== undefined;
  // The server sends /login drawn at build time (src/prerender) to a visitor without a token:
  // React takes that markup over once the page's modules are in, so it renders the same thing.
  // Drawn /login with a token (the guard would leave it at once) is drawn afresh.
  const prerendered = container.dataset.prerendered === window.location.pathname && !signedIn;

  await between();
  // Everything the first screen needs starts at once instead of one after another: the texts
  // of the current language, the router (which starts loading the first route's lazy modules)
  // and, with a token, the user info the guard would otherwise ask for after the first render.
  // The guard handles a failure of that early call itself (it asks again and reports).
  // The user info goes first: the browser opens six connections per server, and the router's
  // chunk requests would otherwise queue this call behind dozens of them.
  const session = signedIn ? restoreSession().catch(() => {}) : undefined;
  const texts = initI18n();
  await between();
  const router = createAppRouter();

  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );

  // The first render waits for the texts (no screen shows raw keys), the first route's modules
  // and the user info: then it draws the finished screen at once, instead of a spinner, a
  // guard waiting for the user, and the page's parts one after another. index.html's own
  // spinner (or the copy of the sidebar) shows meanwhile.
  await Promise.all([texts, whenRouterReady(router), session]);

  if (prerendered) {
    // The page stays inert (build/prerender.mjs) until hydration has finished: typing before
    // that would not reach React's state, and a click would leave the page.
    const takenOver = () => {
      container.removeAttribute('inert');
      delete container.dataset.prerendered;
      focusAutofocusField(container);
    };
    hydrateRoot(container, <AfterFirstCommit onCommit={takenOver}>{app}</AfterFirstCommit>);
    return;
  }
  // Markup drawn for another visitor or page (a token set since, a changed path): start afresh.
  container.replaceChildren();
  container.removeAttribute('inert');
  const root = createRoot(container);
  const first = <TakeOverSnapshot router={router}>{app}</TakeOverSnapshot>;
  // As a transition, React hands the main thread back every few milliseconds.
  if (isSnapshotShown()) startTransition(() => root.render(first));
  else root.render(first);
};

/** Starts the console in the page's #root (main.tsx imports this module, then calls it). */
export const startConsole = () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  void start(container);
};

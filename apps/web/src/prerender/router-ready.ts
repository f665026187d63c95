import type { createMemoryRouter } from 'react-router';

type DataRouter = Pick<ReturnType<typeof createMemoryRouter>, 'state' | 'subscribe'>;

/**
 * Resolves once the router has loaded the lazy modules of the first location, so that it
 * renders the page rather than its fallback: the prerender waits for it before rendering, and
 * start.tsx before hydrating that markup.
 */
export const whenRouterReady = (router: DataRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * The tree start.tsx renders, drawn to a string in Node for the build's /login. It must stay the same tree as start.tsx's (same providers,
 * same router, same routes) or hydration finds different markup; StyleProvider only collects
 * antd's run-time styles into `cache` and renders nothing of its own.
 */
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { type createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';

export const renderApp = (router: ReturnType<typeof createMemoryRouter>, cache = createCache()): string =>
  renderToString(
    <StrictMode>
      <StyleProvider cache={cache}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StyleProvider>
    </StrictMode>,
  );

/**
 * Root of the tree. Kept deliberately thin: /login has a 200 KiB gzip first-load budget, so
 * antd's ConfigProvider (with its tooltip machinery and locales), antd's <App> and the query
 * cache are in app-providers.tsx, loaded with the console's screens. Here only the http
 * handlers that need no React are registered.
 */
import type { ReactNode } from 'react';
import { i18n } from '../i18n';
import { setHttpHandlers } from '../lib/http';
import { fallbackFeedback } from './feedback';
import { useSessionStore } from './session-store';
import { useStoreStore } from './store-store';

// Registered at import, before anything can call the server.
setHttpHandlers({
  ...fallbackFeedback,
  getToken: () => useSessionStore.getState().token,
  // The store this tab shows, not the session's: two tabs may show two stores.
  getStoreId: () => useStoreStore.getState().storeId,
  describeFailure: (kind, status) => {
    const text = i18n.t(`shell:httpFailure.${kind}`);
    return status ? `${text} (${status})` : text;
  },
});

export const Providers = ({ children }: { children: ReactNode }) => children;

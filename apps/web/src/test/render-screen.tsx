/**
 * Renders a component as the console does (i18next with the real English texts, TanStack
 * Query, a router at `url`, antd's App), for the screen tests under happy-dom.
 */
import { messages } from '@merchant/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import shell from '../i18n/en.json';
import { toI18nextPlaceholders } from '../i18n/resources';

let instance: I18n | undefined;

const testI18n = async (): Promise<I18n> => {
  if (instance) return instance;
  const created = i18next.createInstance();
  await created.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    resources: {
      en: {
        ...shell,
        validation: Object.fromEntries(
          Object.entries(messages).map(([key, texts]) => [key, toI18nextPlaceholders(texts.en)]),
        ),
      },
    },
  });
  instance = created;
  return created;
};

interface RenderOptions {
  url?: string;
  /** A feature's own English texts, e.g. `{ employee: en }` (features/<f>/locales/en.json). */
  namespaces?: Record<string, object>;
}

export const renderScreen = async (
  ui: ReactElement,
  { url = '/list', namespaces = {} }: RenderOptions = {},
) => {
  const i18n = await testI18n();
  for (const [namespace, texts] of Object.entries(namespaces)) {
    i18n.addResourceBundle('en', namespace, texts, true, true);
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <App>
          <RouterProvider router={router} />
        </App>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
};

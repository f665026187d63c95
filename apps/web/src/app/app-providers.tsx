/**
 * Providers of the console, loaded lazily with the main layout (and with standalone screens
 * that are not `light`): the query cache, antd's ConfigProvider (locale following the
 * language, no space inside two-character Chinese button labels) and antd's <App>
 * (message/modal with theme and locale, via App.useApp), plus the bridge that hands
 * lib/http.ts its toast and its "signed out" dialog.
 *
 * Why not in the root: antd's App pulls Modal, Skeleton and the notification machinery,
 * ConfigProvider the tooltip machinery, the query cache its core; /login uses none of them,
 * and together they are about 60 KiB gzip against the page's 200 KiB budget.
 */

import { EllipsisOutlined } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import 'antd/dist/antd.css';
import { type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearIcon } from '../components/clear-icon';
import { followLanguage } from '../i18n';
import { applyDayjsLocale } from '../i18n/dayjs-locale';
import { getLanguage } from '../lib/cookies';
import { setHttpHandlers } from '../lib/http';
import { queryClient } from '../lib/query-client';
import { antdLocaleOf, loadAntdLocale } from './antd-locale';
import { fallbackFeedback } from './feedback';
import { useSessionStore } from './session-store';

// dayjs, antd's locale and the query cache are first needed here (the sign-in screens use none
// of them); from here on a language switch takes them along. The menu's names come translated
// from the server, so the menu is fetched again.
applyDayjsLocale(getLanguage());
followLanguage(async (lang) => {
  await loadAntdLocale(lang);
  applyDayjsLocale(lang);
  void queryClient.invalidateQueries({ queryKey: ['menu'] });
});

/** Registers the toast and the single session-ended dialog (spec §8) of this <App>. */
const HttpBridge = () => {
  const { message, modal } = App.useApp();
  const { t } = useTranslation('shell');
  // A layout effect runs before any passive effect, so before the first query starts.
  useLayoutEffect(() => {
    setHttpHandlers({
      showError: (text, seconds) => {
        // The same text twice replaces the toast instead of stacking copies of it.
        void message.error({ content: text, duration: seconds, key: text });
      },
      onSessionEnded: () =>
        new Promise<void>((resolve) => {
          modal.confirm({
            title: t('sessionEnded.title'),
            content: t('sessionEnded.content'),
            okText: t('sessionEnded.ok'),
            cancelText: t('sessionEnded.cancel'),
            onOk: () => {
              useSessionStore.getState().logout();
              window.location.reload();
              resolve();
            },
            onCancel: () => resolve(),
          });
        }),
    });
    // Once this <App> is gone its message/modal render nowhere: go back to the fallback.
    return () => setHttpHandlers(fallbackFeedback);
  }, [message, modal, t]);
  return null;
};

export const AppProviders = ({ children }: { children: ReactNode }) => {
  const { i18n, t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={antdLocaleOf(i18n.resolvedLanguage)}
        button={{ autoInsertSpace: false }}
        // Every tab bar's "more" button is named only by its icon: antd's English "ellipsis".
        tabs={{ more: { icon: <EllipsisOutlined aria-label={t('layout:tabs.moreTabs')} /> } }}
        // Likewise the clear buttons of choices and dates ("close-circle").
        select={{ clearIcon: <ClearIcon /> }}
        datePicker={{ clearIcon: <ClearIcon /> }}
        timePicker={{ clearIcon: <ClearIcon /> }}
        theme={{ zeroRuntime: true }}
      >
        <App>
          <HttpBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
};

/**
 * Error toast and "signed out" dialog for screens without antd's <App> around them (the
 * sign-in screens, the guard's session restore). antd is loaded only when something has to
 * be shown, so these stay off the first load; app-providers.tsx replaces them with
 * context-aware ones inside the console.
 */

import { i18n } from '../i18n';
import type { HttpHandlers } from '../lib/http';
import { useSessionStore } from './session-store';

const showError = (text: string, seconds: number): void => {
  void import('antd/es/message').then(({ default: message }) => {
    void message.error({ content: text, duration: seconds, key: text });
  });
};

const onSessionEnded = (): Promise<void> =>
  import('antd/es/modal').then(
    ({ default: Modal }) =>
      new Promise<void>((resolve) => {
        Modal.confirm({
          title: i18n.t('shell:sessionEnded.title'),
          content: i18n.t('shell:sessionEnded.content'),
          okText: i18n.t('shell:sessionEnded.ok'),
          cancelText: i18n.t('shell:sessionEnded.cancel'),
          onOk: () => {
            useSessionStore.getState().logout();
            window.location.reload();
            resolve();
          },
          onCancel: () => resolve(),
        });
      }),
  );

export const fallbackFeedback: Pick<HttpHandlers, 'showError' | 'onSessionEnded'> = {
  showError,
  onSessionEnded,
};

/** A 5-second error toast from anywhere (the guard uses it). */
export const notifyError = (text: string): void => showError(text, 5);

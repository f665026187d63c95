import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §2, word for word (untranslated in the original console too). */
export const FULLSCREEN_UNSUPPORTED = 'you browser can not work';

// Esc or the browser's own control can leave full screen too; follow the document, not a flag.
const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => document.fullscreenElement !== null;

export const FullscreenToggle = () => {
  const { t } = useTranslation('layout');
  const { message } = App.useApp();
  const full = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const label = t(full ? 'fullscreen.exit' : 'fullscreen.enter');

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(FULLSCREEN_UNSUPPORTED);
      return;
    }
    const change = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => message.warning(FULLSCREEN_UNSUPPORTED));
  };

  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={full ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
        onClick={toggle}
      />
    </Tooltip>
  );
};

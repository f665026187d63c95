import type { MenuRef } from 'antd';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../../lib/when-idle';
import { useSessionStore } from '../../session-store';
import { useStoreStore } from '../../store-store';
import { useIsMobile } from '../use-is-mobile';
import { forgetSidebarSnapshot, saveSidebarSnapshot } from './snapshot';

/**
 * Keeps the copy of the layout's frame that the next load shows at once (restore-snapshot.ts)
 * in step with the sidebar: once the first screen is up and the browser idle, and again when
 * the entries (their language), the session, the store or the sidebar's state change; a page
 * left before that (a merchant passing through) keeps it as it goes. `renderClosedFolders` is
 * what the menu renders its closed folders by, so that the copy can open any of them: off for
 * the first render, which stays as small as before, and on a phone or collapsed, where no copy
 * is kept (in the phone's drawer, rendering them also kept Escape from closing it).
 */
export const useSidebarSnapshot = (
  collapsed: boolean,
  entries: unknown,
): { menuRef: RefObject<MenuRef | null>; renderClosedFolders: boolean } => {
  const menuRef = useRef<MenuRef>(null);
  const [idle, setIdle] = useState(false);
  const mobile = useIsMobile();
  const renderClosedFolders = idle && !mobile && !collapsed;
  const storeId = useStoreStore((state) => state.storeId);
  const token = useSessionStore((state) => state.token);
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;

  const save = useRef(() => {});
  const saved = useRef(false);
  useLayoutEffect(() => {
    save.current = () => {
      // On a phone the menu is in a drawer, outside the frame: nothing is copied.
      const frame = menuRef.current?.menu?.list?.closest('[data-frame="root"]');
      if (frame && token) saveSidebarSnapshot(frame, { token, storeId, language });
      saved.current = true;
    };
  });

  useEffect(() => whenIdle(() => setIdle(true)), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `entries` are what the copy shows
  useEffect(() => {
    if (!idle) return;
    // A collapsed sidebar shows folders as pop-ups, which the copy cannot: no copy then.
    if (collapsed) return forgetSidebarSnapshot();
    if (renderClosedFolders) save.current();
  }, [idle, renderClosedFolders, collapsed, entries, storeId, token, language]);

  // Left before the first idle moment: the closed folders are rendered now, and the copy kept.
  useEffect(() => {
    if (mobile || collapsed) return;
    const onPageHide = () => {
      if (saved.current) return;
      flushSync(() => setIdle(true));
      save.current();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [mobile, collapsed]);

  return { menuRef, renderClosedFolders };
};

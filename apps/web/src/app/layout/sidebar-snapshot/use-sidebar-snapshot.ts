import type { MenuRef } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../../lib/when-idle';
import { useSessionStore } from '../../session-store';
import { useStoreStore } from '../../store-store';
import { useIsMobile } from '../use-is-mobile';
import { forgetSidebarSnapshot, saveSidebarSnapshot } from './snapshot';

/**
 * Keeps the copy of the layout's frame that the next load shows at once (restore-snapshot.ts)
 * in step with the sidebar: after the first screen is up, and again when the entries (their
 * language), the store or the sidebar's state change. `renderClosedFolders`
 * turns true at the first idle moment: the menu then renders its closed folders too, so that
 * the copy can open any of them; the first render stays as small as before.
 */
export const useSidebarSnapshot = (
  collapsed: boolean,
  entries: unknown,
): { menuRef: RefObject<MenuRef | null>; renderClosedFolders: boolean } => {
  const menuRef = useRef<MenuRef>(null);
  const [idle, setIdle] = useState(false);
  // Only where a copy is kept: the desktop sidebar, expanded. (In the phone's drawer, rendering
  // the closed folders also kept Escape from closing it.)
  const mobile = useIsMobile();
  const renderClosedFolders = idle && !mobile && !collapsed;
  const storeId = useStoreStore((state) => state.storeId);
  const token = useSessionStore((state) => state.token);
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => whenIdle(() => setIdle(true)), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `entries` are what the copy shows
  useEffect(() => {
    if (!idle) return;
    // A collapsed sidebar shows folders as pop-ups, which the copy cannot: no copy then.
    if (collapsed) return forgetSidebarSnapshot();
    if (!renderClosedFolders) return;
    // Right after the commit that rendered the closed folders (itself started in idle time), so
    // that a merchant who leaves soon after arriving still leaves a copy behind. On a phone the
    // menu is in a drawer, outside the frame: nothing is copied.
    const frame = menuRef.current?.menu?.list?.closest('[data-frame="root"]');
    if (frame && token) saveSidebarSnapshot(frame, { token, storeId, language });
  }, [idle, renderClosedFolders, collapsed, entries, storeId, token, language]);
  return { menuRef, renderClosedFolders };
};

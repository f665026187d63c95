/**
 * The store switcher's data and the one rule behind it (spec §4 "Selected store"): the cookie
 * says which store, defaulting to the first option; the server is told about the selection;
 * only when it agreed does the browser switch (cookie, query cache, remounted content), and
 * the other tabs of the console follow (store-channel.ts).
 */
import type { StoreOption } from '@merchant/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import { http } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../session-store';
import { useStoreStore } from '../../store-store';
import { useLayoutStore } from '../layout-store';
import { announceStore, listenForStores } from './store-channel';
import { pickStoreId, syncMark } from './store-model';

export const storeOptionsKey = ['store', 'options'] as const;

/**
 * Which session + store (see syncMark) the server was last asked about in this page, and
 * which one it has answered for. Module state on purpose: a page load starts afresh.
 */
const useSyncStore = create<{ asked: string | undefined; answered: string | undefined }>()(() => ({
  asked: undefined,
  answered: undefined,
}));

const selectOnServer = (id: number) => http.post<StoreOption>(`/user/store/select/${id}`);

export const storeOptionsQuery = () =>
  queryOptions({
    queryKey: storeOptionsKey,
    queryFn: ({ signal }) => http.get<StoreOption[]>('/user/store/list', undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export const useStoreOptions = () => useQuery(storeOptionsQuery());

/**
 * Shows `id` in this tab: remember it, drop every cached answer (they belong to the previous
 * store) and remount the open views. The server session is already on `id`.
 */
const showStore = (id: number): void => {
  useStoreStore.getState().setStoreId(id);
  useSessionStore.setState({ serverStoreId: id });
  const mark = syncMark(useSessionStore.getState().token, id);
  useSyncStore.setState({ asked: mark, answered: mark });
  // The content area remounts and calls queryClient.resetQueries() between the old views
  // leaving and the new ones arriving (KeepAliveContent), so each query is fetched once.
  useLayoutStore.getState().switchContent();
};

/**
 * After the server accepted `id`: show it here and tell the other tabs, whose session just
 * moved too. Exported for the store-management screen, which selects a store through its own
 * call (POST /user/merchant/management/{id}).
 */
export const applyStoreSelection = (id: number): void => {
  showStore(id);
  announceStore(id);
};

/**
 * Another tab switched to `id`: follow it, but only into a store this account manages now
 * (asked afresh: the message may be stale, from another account's tab, or made up). Otherwise
 * the tab stays where it is, and its calls keep naming the store it shows.
 */
export const followOtherTab = async (id: number): Promise<void> => {
  if (!useSessionStore.getState().token || useStoreStore.getState().storeId === id) return;
  let options: StoreOption[];
  try {
    options = await queryClient.fetchQuery({ ...storeOptionsQuery(), staleTime: 0 });
  } catch {
    return;
  }
  if (!options.some((option) => option.id === id) || useStoreStore.getState().storeId === id) return;
  showStore(id);
};

/** Keeps this tab on the store the other tabs switch to, while the console is open. */
export const useFollowOtherTabs = (): void => {
  useEffect(() => listenForStores((id) => void followOtherTab(id)), []);
};

/** Hook form of applyStoreSelection (what the store-management screen imports). */
export const useApplyStoreSelection = () => applyStoreSelection;

/** The switcher's change: POST select, then apply; a refusal was already toasted by http. */
export const useSwitchStore = () => {
  return useMutation({ mutationFn: selectOnServer, onSuccess: (_store, id) => applyStoreSelection(id) });
};

/**
 * Makes the server session agree with the cookie once per session and store (after a login or
 * a page load). Returns true once that is settled, or when there is nothing to settle: the
 * content area waits for it so that no screen loads data of the store the server had before.
 */
export const useStoreSync = (): boolean => {
  const token = useSessionStore((state) => state.token);
  const serverStoreId = useSessionStore((state) => state.serverStoreId);
  const storeId = useStoreStore((state) => state.storeId);
  // The usual page load: the server session (user info) is already on the cookie's store, or
  // the cookie is empty and the server's choice is the default (the first store, chosen at
  // sign-in). Nothing to wait for then.
  const settledByServer = serverStoreId !== null && (storeId === undefined || storeId === serverStoreId);
  useEffect(() => {
    if (settledByServer && storeId === undefined) useStoreStore.getState().setStoreId(serverStoreId);
  }, [settledByServer, storeId, serverStoreId]);
  const { asked, answered } = useSyncStore();
  const { data: options, isError } = useStoreOptions();

  const wanted = options ? pickStoreId(options, storeId) : undefined;
  const target = wanted === undefined ? undefined : syncMark(token, wanted);
  const nothingToTell = isError || (options !== undefined && wanted === undefined);

  useEffect(() => {
    if (wanted === undefined || target === undefined || asked === target) return;
    if (storeId !== wanted) useStoreStore.getState().setStoreId(wanted);
    // The session is already on that store (the usual page load): nothing to tell the server.
    if (useSessionStore.getState().serverStoreId === wanted) {
      useSyncStore.setState({ asked: target, answered: target });
      return;
    }
    // Asked first: a re-render before the answer must not send a second request.
    useSyncStore.setState({ asked: target });
    // A refusal is toasted by http; the content shows anyway (the server keeps its own store).
    const done = () => useSyncStore.setState({ answered: target });
    selectOnServer(wanted).then(done, done);
  }, [wanted, target, asked, storeId]);

  // The selected store already agreed counts too: while a switch refetches the options
  // (resetQueries), the content must not fall back to waiting.
  const agreed =
    answered !== undefined && (answered === target || answered === syncMark(token, storeId ?? 0));
  return settledByServer || nothingToTell || agreed;
};

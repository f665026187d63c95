/**
 * Tells the console's other browser tabs that the store was switched, and hears them.
 *
 * The server session (and the `Store-Id` cookie) is shared by every tab, so a switch in one tab
 * moves the default of all of them; each tab follows so that what it shows and what its calls
 * name (X-Store-Id) stay the store the merchant believes they are in. A BroadcastChannel where
 * the browser has one, else a `storage` event on a localStorage key (the event fires in every
 * other tab of the origin, never in the writing one).
 */
import { parseStoreId } from '../../../lib/cookies';

export const STORE_CHANNEL_NAME = 'merchant-store';
/** The fallback's localStorage key (the app's `store:` prefix, so a logout clears it). */
export const STORE_CHANNEL_KEY = 'store:switched';

interface StoreMessage {
  storeId: number;
}

/** Only a well-formed message counts: any script of the origin can post on the channel. */
export const parseStoreMessage = (data: unknown): number | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { storeId } = data as Partial<StoreMessage>;
  return typeof storeId === 'number' ? parseStoreId(String(storeId)) : undefined;
};

const hasBroadcastChannel = (): boolean => typeof BroadcastChannel === 'function';

let sender: BroadcastChannel | undefined;

/** Tells every other tab that this one switched to `storeId`. */
export const announceStore = (storeId: number): void => {
  const message: StoreMessage = { storeId };
  if (hasBroadcastChannel()) {
    sender ??= new BroadcastChannel(STORE_CHANNEL_NAME);
    sender.postMessage(message);
    return;
  }
  try {
    // A nonce: writing the same value twice fires no event, and a tab may switch back and forth.
    localStorage.setItem(STORE_CHANNEL_KEY, JSON.stringify({ ...message, at: Date.now() }));
  } catch {
    // No storage: the other tabs keep their store until reloaded, and their calls still name it.
  }
};

/** Calls `onStore` with each store another tab switched to; returns the unsubscribe. */
export const listenForStores = (onStore: (storeId: number) => void): (() => void) => {
  if (hasBroadcastChannel()) {
    const channel = new BroadcastChannel(STORE_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => {
      const storeId = parseStoreMessage(event.data);
      if (storeId !== undefined) onStore(storeId);
    };
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORE_CHANNEL_KEY || !event.newValue) return;
    let data: unknown;
    try {
      data = JSON.parse(event.newValue);
    } catch {
      return;
    }
    const storeId = parseStoreMessage(data);
    if (storeId !== undefined) onStore(storeId);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

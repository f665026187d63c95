/**
 * What the server sends along with a first screen it drew for a signed-in merchant
 * (first-screen.tsx), for main.tsx to hydrate with: the user info and the query cache the
 * server drew from. Both sides import this file, so the names and the format are defined once.
 */
import type { UserInfo } from '@merchant/shared';
import type { DehydratedState } from '@tanstack/react-query';

/** `data-prerendered` of #root on a page drawn for a signed-in merchant. */
export const SIGNED_IN_PAGE = 'signed-in';
/** The id of the <script type="application/json"> holding the state. */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

export interface FirstScreenState {
  /** The path the page was drawn for. */
  path: string;
  user: UserInfo;
  queries: DehydratedState;
}

/**
 * JSON that is safe inside a <script> element: `<` is escaped, so no text from the server's data
 * (an announcement's title, a store's name) can close the element, and so are the two line
 * separators that older JavaScript parsers reject.
 */
export const serializeFirstScreenState = (state: FirstScreenState): string =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The state of a page drawn for `path`, or undefined when this page was not drawn that way. */
export const readFirstScreenState = (root: HTMLElement, path: string): FirstScreenState | undefined => {
  if (root.dataset.prerendered !== SIGNED_IN_PAGE) return undefined;
  const text = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as FirstScreenState;
    return state.path === path ? state : undefined;
  } catch {
    return undefined;
  }
};

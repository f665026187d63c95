/**
 * The signed-in first screen, drawn by the server for each request (only the dashboard, the
 * home tab every signed-in load starts on), so that the merchant sees it from the first bytes
 * instead of after ~1 MB of JavaScript has run. main.tsx then hydrates it with the same data.
 *
 * Runs in the API server's process (apps/server/src/plugins/first-screen.ts), from the SSR
 * bundle of `npm run build`. It draws the tree main.tsx renders, fed as the browser would feed
 * it: the stores from the cookies and the user info, the query cache from the same calls
 * (answered in-process as the caller, so with the caller's rights and store), the language from
 * the cookie and the dates in the browser's time zone.
 *
 * One process serves many merchants at once, so nothing of one request may leak into another:
 * - the stores, the shared query client, the language and the time zone are module or process
 *   state. They are set, drawn with and reset within one synchronous block (`drawn`), which no
 *   other request can interleave with;
 * - the calls, which are asynchronous, go through the request's own `fetch`, found through an
 *   AsyncLocalStorage, never through module state, and fill a query client of their own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createCache, extractStyle } from '@ant-design/cssinjs';
import { CookieName, type Language, languages, type UserInfo } from '@merchant/shared';
import { dehydrate, type FetchQueryOptions, hydrate, type Query, QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { loadAntdLocale } from '../app/antd-locale';
import { applyUserInfo } from '../app/guard';
import { useLayoutStore } from '../app/layout/layout-store';
import { menuQuery } from '../app/layout/menu/use-menu';
import { HOME_PATH } from '../app/layout/route-match';
import { unreadCountQueries } from '../app/layout/topbar/UnreadBadges';
import { storeOptionsQuery } from '../app/layout/topbar/use-store-selection';
import { ADMIN_ROLE } from '../app/route-access';
import { routeObjects } from '../app/router';
import { useSessionStore } from '../app/session-store';
import { useStoreStore } from '../app/store-store';
import { todayString } from '../components/date-time';
import { latestUnreadMessagesQuery } from '../features/message/use-message';
import { currentAnnouncementsQuery } from '../features/notice/use-notice';
import { fetchUserInfo } from '../features/user/auth.api';
import { i18n, initI18n, loadLanguage } from '../i18n';
import { parseLanguage, parseSidebarOpened, parseStoreId } from '../lib/cookies';
import { setHttpHandlers } from '../lib/http';
import { queryClient } from '../lib/query-client';
import { type CssEntry, classesIn, rulesFor } from './first-screen-css';
import { type FirstScreenState, serializeFirstScreenState } from './first-screen-state';
import { renderApp } from './render-app';
import { whenRouterReady } from './router-ready';

/**
 * The paths drawn on the server (any other page is drawn by the browser as before), each with
 * the calls it is known to make (the layout's and the page's). They are made before the first
 * draw, alongside the user info, so that one draw usually is enough; a call missing here is
 * still found by drawing, at the cost of one more draw.
 */
const FIRST_SCREENS: Record<string, (language: Language) => FetchQueryOptions<never>[]> = {
  [HOME_PATH]: (language) =>
    [
      menuQuery(language),
      storeOptionsQuery(),
      ...unreadCountQueries(),
      currentAnnouncementsQuery(todayString()),
      latestUnreadMessagesQuery(),
    ] as FetchQueryOptions<never>[],
};

/** Draws after which the screen is sent as it is, whatever it still asks for. */
const MAX_PASSES = 3;

export interface PageRequest {
  path: string;
  /** The request's cookies (lib/cookies.ts's names), as the browser sent them. */
  cookies: Record<string, string | undefined>;
}

export interface FirstScreenRequest extends PageRequest {
  /** Answers one console call (`/api/...`) as this request's caller. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

/** What the browser's first render reads from its cookies and clock, read from the request. */
interface BrowserState {
  path: string;
  token: string;
  language: Language;
  timeZone: string;
  storeId: number | undefined;
  sidebarOpened: boolean | undefined;
}

/** Zones already checked: every request asks, and Intl's check is not free. */
const knownTimeZones = new Set<string>();

/** An IANA zone name Node knows (`Europe/Madrid`, `UTC`); anything else is not used. */
export const isTimeZone = (value: string | undefined): value is string => {
  if (!value || !/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  if (knownTimeZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    return false;
  }
  // Bounded: Intl also accepts other spellings (case), which a caller could make up endlessly.
  if (knownTimeZones.size < 1000) knownTimeZones.add(value);
  return true;
};

/** The browser's state, or undefined when the server cannot know it (then it does not draw). */
const browserStateOf = ({ path, cookies }: PageRequest): BrowserState | undefined => {
  const token = cookies[CookieName.token];
  const timeZone = cookies[CookieName.timeZone];
  // The desktop layout only: drawn for a phone, the sidebar would show until the console took over.
  const desktop = cookies[CookieName.layout] === 'desktop';
  if (!token || !desktop || !isTimeZone(timeZone) || !Object.hasOwn(FIRST_SCREENS, path)) return undefined;
  return {
    path,
    token,
    language: parseLanguage(cookies[CookieName.language]),
    timeZone,
    storeId: parseStoreId(cookies[CookieName.storeId]),
    sidebarOpened: parseSidebarOpened(cookies[CookieName.sidebar]),
  };
};

export interface FirstScreen {
  /** The markup inside #root. */
  html: string;
  /** The styles that markup needs, as <style> elements for the head: antd's run-time ones (its
   * CSS variables) and the console stylesheet's rules it uses. */
  styles: string;
  /** FirstScreenState as JSON, safe inside a <script> element. */
  state: string;
}

const requestFetch = new AsyncLocalStorage<FirstScreenRequest['fetch']>();

let ready: Promise<void> | undefined;
let stylesheet: readonly CssEntry[] = [];

/**
 * Once per process: the console's stylesheet indexed by rule (dist-server/first-screen-css.json,
 * which the server reads), the calls' routing, and every language's texts and antd locale.
 */
export const prepareFirstScreen = (stylesheetIndex: readonly CssEntry[]): Promise<void> => {
  stylesheet = stylesheetIndex;
  ready ??= (async () => {
    // The calls of a render go to the request's own fetch. No toast, no dialog: a failed call
    // leaves its query to the browser, which asks again and reports as usual.
    setHttpHandlers({
      getToken: () => undefined,
      showError: () => {},
      onSessionEnded: () => Promise.resolve(),
      fetch: (url, init) => {
        const fetchForRequest = requestFetch.getStore();
        if (!fetchForRequest)
          return Promise.reject(new Error('a console call outside a first-screen render'));
        return fetchForRequest(url, init);
      },
    });
    await initI18n('en');
    await Promise.all(languages.flatMap((language) => [loadLanguage(language), loadAntdLocale(language)]));
    await warmUp();
  })();
  return ready;
};

/**
 * Draws the dashboard once for nobody (every call but the user info fails, so every card shows
 * its placeholder): the first merchant after a start would otherwise wait for the JavaScript
 * engine to compile the whole tree, several hundred milliseconds here.
 */
const warmUp = async (): Promise<void> => {
  const user: UserInfo = { name: '', avatar: '', roles: [ADMIN_ROLE], store_id: null };
  await draw({
    path: HOME_PATH,
    cookies: { [CookieName.token]: 'warm-up', [CookieName.timeZone]: 'UTC', [CookieName.layout]: 'desktop' },
    fetch: async (url) =>
      url.endsWith('/user/self/get_user_info')
        ? new Response(JSON.stringify({ code: 0, message: '', value: user }))
        : new Response('', { status: 503 }),
  });
};

/** Runs `task` with the process in `timeZone`: Node applies a changed TZ at once. */
const inTimeZone = <T,>(timeZone: string, task: () => T): T => {
  const own = process.env.TZ;
  try {
    process.env.TZ = timeZone;
    return task();
  } finally {
    if (own === undefined) delete process.env.TZ;
    else process.env.TZ = own;
  }
};

/**
 * Sets the request's state, draws, and resets, in one synchronous block (see the file's
 * comment). `queries` is what the query cache holds while drawing.
 */
const drawn = <T,>(request: BrowserState, user: UserInfo, queries: QueryClient, draw: () => T): T =>
  // `new Date()` and dayjs then read the browser's zone.
  inTimeZone(request.timeZone, () => {
    try {
      // The texts are loaded, so i18next switches synchronously.
      void i18n.changeLanguage(request.language);
      if (i18n.resolvedLanguage !== request.language)
        throw new Error(`language ${request.language} not ready`);
      useSessionStore.setState({ token: request.token });
      applyUserInfo(user);
      useStoreStore.setState({ storeId: request.storeId });
      useLayoutStore.setState({ sidebarOpened: request.sidebarOpened ?? true });
      queryClient.clear();
      hydrate(queryClient, dehydrate(queries));
      return draw();
    } finally {
      queryClient.clear();
      // Created on the server, the stores started signed out.
      useSessionStore.setState(useSessionStore.getInitialState(), true);
      useStoreStore.setState(useStoreStore.getInitialState(), true);
      useLayoutStore.setState(useLayoutStore.getInitialState(), true);
    }
  });

const isEnabled = (query: Query): boolean => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/**
 * Whether this request is one drawn here, for a browser whose state the server can know: the
 * server then sends the page's start at once. The drawing itself may still give up.
 */
export const drawsFirstScreen = (request: PageRequest): boolean => browserStateOf(request) !== undefined;

/**
 * Draws `request.path` for the signed-in caller, or answers undefined when the browser must
 * draw it itself (a path not drawn here, or a session the server no longer accepts).
 */
export const renderFirstScreen = async (from: FirstScreenRequest): Promise<FirstScreen | undefined> => {
  if (!ready) throw new Error('prepareFirstScreen was not called');
  await ready;
  return draw(from);
};

const draw = async (from: FirstScreenRequest): Promise<FirstScreen | undefined> => {
  const request = browserStateOf(from);
  if (!request) return undefined;
  return requestFetch.run(from.fetch, async () => {
    const answers = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
    const known = inTimeZone(request.timeZone, () => FIRST_SCREENS[request.path]?.(request.language) ?? []);
    const router = createMemoryRouter(routeObjects, { initialEntries: [request.path] });
    try {
      const [user] = await Promise.all([
        fetchUserInfo().catch(() => undefined),
        whenRouterReady(router),
        ...known.map((options) => answers.prefetchQuery(options)),
      ]);
      // An ended or unknown session: the browser signs out and says why.
      if (!user) return undefined;
      const made = new Set(
        answers
          .getQueryCache()
          .getAll()
          .map((query) => query.queryHash),
      );
      // A failed call is left out, as if never made: the browser makes it and shows its error.
      const dropFailed = () =>
        answers.removeQueries({ predicate: (query) => query.state.status !== 'success' });
      dropFailed();
      // Each pass draws with the answers so far; a call the draw asked for that no one made
      // yet (not a known one, or one that a part showing once some data is in makes) is made,
      // on this request's own query client with the options the screen gave it, and the
      // screen drawn again.
      for (let pass = 1; ; pass += 1) {
        const cache = createCache();
        const { html, asked } = drawn(request, user, answers, () => ({
          html: renderApp(router, cache),
          asked: queryClient
            .getQueryCache()
            .getAll()
            .filter(
              (query) => query.state.status === 'pending' && !made.has(query.queryHash) && isEnabled(query),
            ),
        }));
        if (asked.length === 0 || pass === MAX_PASSES) {
          const state: FirstScreenState = { path: request.path, user, queries: dehydrate(answers) };
          return {
            html,
            // antd's CSS variables, then the console's rules this markup uses.
            styles: `${extractStyle(cache)}<style data-first-screen>${rulesFor(stylesheet, classesIn(html))}</style>`,
            state: serializeFirstScreenState(state),
          };
        }
        for (const query of asked) made.add(query.queryHash);
        await Promise.all(
          asked.map((query) => answers.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
        );
        dropFailed();
      }
    } finally {
      router.dispose();
    }
  });
};

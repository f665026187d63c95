import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { CookieName, pickLanguage } from '@merchant/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compressingStream } from './web-bundle';

type Cookies = Record<string, string | undefined>;

/**
 * The part of the console's server bundle (apps/web/src/prerender/prerender-entry.tsx, built
 * to apps/web/dist-server by `npm run build`) that draws a signed-in merchant's first screen.
 * Typed here by hand: the server does not compile the console's sources.
 */
interface FirstScreenBundle {
  prepareFirstScreen: (stylesheetIndex: unknown) => Promise<void>;
  drawsFirstScreen: (request: { path: string; cookies: Cookies }) => boolean;
  renderFirstScreen: (request: {
    path: string;
    cookies: Cookies;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }) => Promise<{ html: string; styles: string; state: string } | undefined>;
}

const fill = (text: string, values: Record<string, string>): string =>
  // One pass over the template: text inserted for one slot is never read as another slot.
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const headersOf = (init: RequestInit): Record<string, string> =>
  init.headers && !Array.isArray(init.headers) && !(init.headers instanceof Headers)
    ? (init.headers as Record<string, string>)
    : {};

/**
 * Draws the first screen of a signed-in merchant (the dashboard) on the server, so that it is
 * painted as soon as the page is in; the console then hydrates it. The page's start goes out at
 * once, so that the browser sets the page up while the screen is drawn. Everything else, and any
 * request this cannot draw (no time zone cookie yet, an ended session, a failure), gets the
 * page the browser draws itself, as before: drawing here is only ever a head start.
 *
 * The console's calls are answered in-process through the real routes (app.inject) as the
 * request's caller: its token, its cookies (language), its address. So the drawn screen shows
 * what the browser would have been shown, with the same rights and store scoping.
 */
export const createFirstScreenRenderer = (app: FastifyInstance, { bundleFile }: { bundleFile: string }) => {
  const pageFile = path.join(path.dirname(bundleFile), 'signed-in-page.json');
  const stylesheetFile = path.join(path.dirname(bundleFile), 'first-screen-css.json');
  if (![bundleFile, pageFile, stylesheetFile].every((file) => fs.existsSync(file))) {
    app.log.warn({ bundleFile }, 'no server bundle of the console: the browser draws every screen');
    return undefined;
  }
  const { page, spinner } = JSON.parse(fs.readFileSync(pageFile, 'utf8')) as {
    page: string;
    spinner: string;
  };
  // Sent at once: the browser sets up the page while the screen is drawn. The rest (from the
  // drawn screen's styles on) follows when it is.
  const at = page.indexOf('{{styles}}');
  const [start, rest] = [page.slice(0, at), page.slice(at)];
  let bundle: Promise<FirstScreenBundle | undefined> | undefined;
  const loadBundle = () => {
    bundle ??= (import(pathToFileURL(bundleFile).href) as Promise<FirstScreenBundle>).then(
      async (loaded) => {
        await loaded.prepareFirstScreen(JSON.parse(fs.readFileSync(stylesheetFile, 'utf8')));
        return loaded;
      },
      (error: unknown) => {
        app.log.error(
          { err: error },
          'the console server bundle failed to load: the browser draws every screen',
        );
        return undefined;
      },
    );
    return bundle;
  };
  // Loaded once the server listens, not on the first merchant's request.
  app.addHook('onListen', async () => {
    void loadBundle();
  });

  const callAs =
    (request: FastifyRequest, token: string) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          ...headersOf(init),
          authorization: `Bearer ${token}`,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers['accept-language']
            ? { 'accept-language': request.headers['accept-language'] }
            : {}),
        },
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  /**
   * The page for this request, as a stream (its start at once, the rest when drawn), or undefined
   * when the browser draws this one.
   */
  return async (
    request: FastifyRequest,
    path: string,
  ): Promise<{ stream: Readable; encoding?: 'br' | 'gzip' } | undefined> => {
    const token = request.cookies[CookieName.token];
    if (!token) return undefined;
    const loaded = await loadBundle();
    const pageRequest = { path, cookies: request.cookies };
    if (!loaded?.drawsFirstScreen(pageRequest)) return undefined;
    const { stream, encoding } = compressingStream(request.headers['accept-encoding']);
    // A visitor who left before the screen was drawn: nothing to send, nothing to report.
    stream.on('error', () => {});
    // The language the console will pick: the cookie's, else English.
    stream.write(fill(start, { language: pickLanguage(request.cookies[CookieName.language], undefined) }));
    stream.flush?.();
    loaded
      .renderFirstScreen({ ...pageRequest, fetch: callAs(request, token) })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'drawing the first screen failed; the browser draws it');
        return undefined;
      })
      // Given up: index.html's spinner, and main.tsx draws the screen itself.
      .then((screen) => {
        if (!stream.destroyed) stream.end(fill(rest, screen ?? { html: spinner }));
      });
    return { stream, encoding };
  };
};

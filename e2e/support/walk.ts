/**
 * Checks the browser suite runs on every screen it walks: one language per screen (no Chinese
 * of the console's own in English or Spanish), no raw i18n key, and a clean network log.
 */
import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@merchant/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { repoRoot } from './server';

const HAN = /\p{Script=Han}/u;

/** Every string of a locale file, nested keys flattened. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** Runs of Chinese writing in a text: Han characters with the digits and punctuation between them. */
const HAN_RUN = /[\p{Script=Han}\d\s，。：；、！？（）《》“”·…—]+/gu;
const EDGES = /^[\s\d，。：；、！？（）《》“”·…—]+|[\s\d，。：；、！？（）《》“”·…—]+$/gu;

export const hanRuns = (text: string): string[] =>
  (text.match(HAN_RUN) ?? [])
    .map((run) => run.replace(EDGES, ''))
    // Two characters (团课, 会员) are as often a merchant's own word as the console's.
    .filter((run) => [...run].filter((c) => HAN.test(c)).length >= 3);

/**
 * The console's own Chinese: every run of Chinese writing in the zh texts of the web's locale
 * files and of the shared message table (placeholders cut them). A run on an English or
 * Spanish screen that is exactly one of them is a text that was not translated, or the spec's
 * zh text appended to a translation; a merchant's own data (a name, a reason) is a run of its
 * own and does not match.
 */
export const consoleChineseFragments = (extra: readonly string[] = []): string[] => {
  const files = [
    path.join(repoRoot, 'apps/web/src/i18n/zh.json'),
    ...['features', 'app'].flatMap((dir) => {
      const root = path.join(repoRoot, 'apps/web/src', dir);
      return fs
        .readdirSync(root)
        .map((name) => path.join(root, name, 'locales/zh.json'))
        .filter((file) => fs.existsSync(file));
    }),
  ];
  const texts = [
    ...files.flatMap((file) => stringsOf(JSON.parse(fs.readFileSync(file, 'utf8')))),
    ...Object.values(messages).map((texts) => texts.zh),
    ...extra,
  ];
  return [...new Set(texts.flatMap((text) => text.split(/\{\{?[^}]*\}?\}/).flatMap(hanRuns)))];
};

/**
 * Parts of the page that hold only the console's own words (never a merchant's data): the
 * sidebar, the tab strip, the breadcrumb, table headers, form labels, hints and errors, empty
 * states and pagination. Any Chinese there, in English or Spanish, is a mistake.
 */
const CHROME = [
  '[role=complementary]',
  'nav[aria-label]',
  '.ant-breadcrumb',
  'thead th',
  '.ant-form-item-label',
  '.ant-form-item-extra',
  '.ant-form-item-explain',
  '.ant-empty-description',
  '.ant-pagination',
].join(', ');

/**
 * Chinese on an English or Spanish screen outside the merchant's data (what a screen marks
 * `data-user-data` when it could read as the console's words): a visible text or an
 * accessible name (aria-label, placeholder, title) that holds one of the console's own Chinese
 * fragments, or any Chinese in the parts that hold only the console's words.
 */
export const mixedLanguage = (page: Page, fragments: readonly string[]): Promise<string[]> =>
  page.evaluate(
    ({ fragments, chrome, runPattern, edgePattern }) => {
      const han = /\p{Script=Han}/u;
      const own = new Set(fragments);
      const runs = (text: string) =>
        (text.match(new RegExp(runPattern, 'gu')) ?? []).map((run) =>
          run.replace(new RegExp(edgePattern, 'gu'), ''),
        );
      const found = new Set<string>();
      const check = (text: string, element: Element) => {
        if (!han.test(text) || element.closest('[data-user-data]')) return;
        const ownRun = runs(text).find((run) => own.has(run));
        // Where it is: the nearest element with a class, for the person reading the failure.
        const at = element.closest('[class]')?.className.toString().split(' ')[0] ?? element.tagName;
        if (ownRun) found.add(`"${text.trim().slice(0, 120)}" (holds ${ownRun}, in .${at})`);
        else if (element.closest(chrome))
          found.add(`"${text.trim().slice(0, 120)}" (console text, in .${at})`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, [hidden]') || !parent.checkVisibility()) continue;
        // The language switcher names 中文 in its own script.
        if (parent.closest('[role=menuitem]') && node.textContent?.trim() === '中文') continue;
        check(node.textContent ?? '', parent);
      }
      for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
        if (!element.checkVisibility()) continue;
        for (const name of ['aria-label', 'placeholder', 'title'])
          check(element.getAttribute(name) ?? '', element);
      }
      return [...found];
    },
    { fragments, chrome: CHROME, runPattern: HAN_RUN.source, edgePattern: EDGES.source },
  );

/** Visible texts that look like i18n keys ("notice.title", "field.created_at", "user:login.submit"). */
export const rawKeys = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style')) continue;
      // A file name (front-desk.png) is a merchant's, not a key.
      if (/\.(png|jpe?g|gif|webp|svg|pdf|mp4|mov|csv|xlsx|txt)$/i.test(text)) continue;
      if (/^[a-z][a-zA-Z_-]*([:.][a-zA-Z_]+)+$/.test(text) && parent.checkVisibility()) found.push(text);
    }
    return found;
  });

/**
 * The page's network log: requests that failed (no answer) and answers with an HTTP error.
 * `take()` returns what was logged since the last call. A request the page itself cancelled
 * (an AbortController when a screen is left or a query is replaced) is no failure.
 */
export const watchNetwork = (page: Page) => {
  let log: string[] = [];
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason === 'net::ERR_ABORTED') return;
    log.push(`failed ${request.method()} ${new URL(request.url()).pathname}: ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      log.push(
        `HTTP ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
      );
  });
  return {
    take: (): string[] => {
      const taken = log;
      log = [];
      return taken;
    },
  };
};

/** Waits until nothing on show is still loading and two frames were painted. */
export const settled = async (page: Page) => {
  await expect
    .poll(() =>
      page
        .locator('.ant-skeleton, .ant-spin-spinning, .ant-table-placeholder .ant-spin')
        .filter({ visible: true })
        .count(),
    )
    .toBe(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
};

/** One text of the console's locale files: `localeText('coach', 'new', 'zh')`. */
export const localeText = (ns: string, key: string, language: string): string => {
  const file = path.join(repoRoot, 'apps/web/src/features', ns, 'locales', `${language}.json`);
  const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  const text = key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof text !== 'string') throw new Error(`no text ${ns}:${key} in ${language}`);
  return text;
};

/**
 * Accessible names that speak an icon's English name: an antd icon (role img, aria-label
 * "plus", "bell") inside a button, link, tab or menu item named by its content; and number
 * fields' step buttons still named "Increase Value" / "Decrease Value".
 */
export const iconNameLeaks = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const icon of document.querySelectorAll('.anticon[role=img][aria-label]')) {
      if (icon.closest('[aria-hidden=true]') || !icon.checkVisibility()) continue;
      const holder = icon.closest('button, a, [role=button], [role=tab], [role=menuitem], [role=link]');
      if (!holder || holder.hasAttribute('aria-label') || holder.hasAttribute('aria-labelledby')) continue;
      // An icon given a name of its own (translated) is fine; antd's default is the icon's name.
      if (!icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`)) continue;
      found.push(`"${icon.getAttribute('aria-label')}" in "${holder.textContent?.trim().slice(0, 60)}"`);
    }
    for (const step of document.querySelectorAll(
      '.ant-input-number-action-up, .ant-input-number-action-down',
    )) {
      const name = step.getAttribute('aria-label') ?? '';
      if (/^(Increase|Decrease) Value$/.test(name)) found.push(`number step button "${name}"`);
    }
    return found;
  });

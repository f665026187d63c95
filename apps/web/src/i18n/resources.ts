/**
 * Pure assembly of the i18next resources, kept apart from the i18next instance so that the
 * key-parity test can run it in Node.
 *
 * - the shell's files (i18n/{en,zh,es}.json) hold one object per namespace (`common`,
 *   `shell`, …);
 * - every `features/<f>/locales/<lang>.json` (and `app/<part>/locales/<lang>.json`) becomes the
 *   namespace `<f>`;
 * - the shared message table (`@merchant/shared` messages.ts, where zod issue messages are
 *   keys) becomes the namespace `validation`, so that forms show exactly the spec's texts.
 */
import { type Language, languages, messages } from '@merchant/shared';

export type Texts = { [key: string]: string | Texts };
export type LanguageResources = Record<string, Texts>;
export type Resources = Record<Language, LanguageResources>;

/** `../features/notice/locales/zh.json` -> { ns: 'notice', lang: 'zh' }. */
export const parseLocalePath = (path: string): { ns: string; lang: Language } | undefined => {
  const match = /\/(?:features|app)\/([^/]+)\/locales\/([a-z]+)\.json$/.exec(path);
  if (!match) return undefined;
  const [, ns, lang] = match;
  if (!ns || !lang || !(languages as readonly string[]).includes(lang)) return undefined;
  return { ns, lang: lang as Language };
};

/** The shared table uses `{name}`; i18next interpolates `{{name}}`. */
export const toI18nextPlaceholders = (text: string): string => text.replace(/\{(\w+)\}/g, '{{$1}}');

export const validationTexts = (lang: Language): Texts =>
  Object.fromEntries(
    Object.entries(messages).map(([key, texts]) => [key, toI18nextPlaceholders(texts[lang])]),
  );

/**
 * One language's namespaces from the given parts (the shell's file, feature files, and the
 * `validation` texts when given). Takes no shared table itself: the console loads the
 * language's `validation` texts from its own chunk (build/validation-texts.ts), so the three
 * languages of every server message stay off the first load.
 */
export const assembleLanguage = (
  lang: Language,
  shell: LanguageResources,
  localeModules: Record<string, Texts>,
  validation?: Texts,
): LanguageResources => {
  const bundle: LanguageResources = { ...shell, ...(validation ? { validation } : {}) };
  for (const [path, texts] of Object.entries(localeModules)) {
    const parsed = parseLocalePath(path);
    if (parsed?.lang === lang) bundle[parsed.ns] = texts;
  }
  return bundle;
};

/** One language's namespaces: shell files, feature files of that language, `validation`. */
export const buildLanguageResources = (
  lang: Language,
  shell: LanguageResources,
  localeModules: Record<string, Texts>,
): LanguageResources => assembleLanguage(lang, shell, localeModules, validationTexts(lang));

export const buildResources = (
  shell: Record<Language, LanguageResources>,
  localeModules: Record<string, Texts>,
): Resources => {
  const resources = {} as Resources;
  for (const lang of languages) resources[lang] = buildLanguageResources(lang, shell[lang], localeModules);
  return resources;
};

/** Flattens nested keys to `a.b.c`, for the parity check. */
export const flattenKeys = (texts: Texts, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );

/** Keys present in one language of a namespace but missing in another: empty when in parity. */
export const findKeyMismatches = (resources: Resources): string[] => {
  const problems: string[] = [];
  const namespaces = new Set(languages.flatMap((lang) => Object.keys(resources[lang])));
  for (const ns of namespaces) {
    const keySets = languages.map((lang) => new Set(flattenKeys(resources[lang][ns] ?? {})));
    const all = new Set(keySets.flatMap((set) => [...set]));
    languages.forEach((lang, index) => {
      for (const key of all) if (!keySets[index]?.has(key)) problems.push(`${lang}:${ns}:${key}`);
    });
  }
  return problems.sort();
};

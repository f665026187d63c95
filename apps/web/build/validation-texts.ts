import path from 'node:path';
import type { Plugin } from 'vite';
// By path: the config loader bundles relative files, and the package's entry is TypeScript.
import { languages, messages } from '../../../packages/shared/src/messages';

/**
 * `virtual:validation-texts/<lang>`: one language of the shared message table (packages/shared
 * messages.ts), as the i18next namespace `validation` (`{name}` becomes `{{name}}`, as
 * i18n/resources.ts `validationTexts` does).
 *
 * The table holds every server message in the three languages, and grows with every feature.
 * Imported as it is, all three languages rode in the entry's chunk on every first load; with
 * this module the build puts one language into that language's text chunk (vite.config.ts
 * `locales` group), loaded only when that language is. In development the module reads the
 * table through Vite, so an edited message shows without restarting.
 */
export const VALIDATION_TEXTS = 'virtual:validation-texts/';
const RESOLVED = `\0${VALIDATION_TEXTS}`;

/** The module id the bundler sees for one language (the `locales` group matches it). */
export const validationTextsId = (lang: string) => `${RESOLVED}${lang}`;

export const validationTextsOf = (lang: (typeof languages)[number]): Record<string, string> =>
  Object.fromEntries(
    Object.entries(messages).map(([key, texts]) => [key, texts[lang].replace(/\{(\w+)\}/g, '{{$1}}')]),
  );

export const validationTexts = (): Plugin => {
  let serving = false;
  return {
    name: 'merchant:validation-texts',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(VALIDATION_TEXTS) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const lang = id.slice(RESOLVED.length) as (typeof languages)[number];
      if (!languages.includes(lang)) throw new Error(`validation texts: no language ${lang}`);
      if (serving) {
        const resources = path.resolve(import.meta.dirname, '../src/i18n/resources.ts');
        return `import { validationTexts } from ${JSON.stringify(`/@fs${resources}`)};\nexport default validationTexts(${JSON.stringify(lang)});\n`;
      }
      return `export default ${JSON.stringify(validationTextsOf(lang))};\n`;
    },
  };
};

import type { Plugin } from 'vite';

/**
 * Stylesheets in ASCII only.
 *
 * Blink decodes a stylesheet on the page's main thread when it arrives. Text that is ASCII
 * throughout stays 8-bit and is copied through; a single character beyond it (antd's sheet has
 * ten no-break spaces, in `content: "\a0"` rules) makes the whole file, ~1 MB here, decode as
 * UTF-8 into 16-bit text. In a traced warm load that decode was one task of 54 ms, landing
 * between the sidebar copy's insertion and its first paint (docs/performance.md); written as
 * ASCII, 14 ms. The minifier writes such characters out literally, so the build escapes them
 * afterwards. The file keeps the name hashed from the minified text: the escapes change nothing
 * a CSS parser reads (ascii-stylesheets.test.ts compares both through lightningcss).
 */

/**
 * `css` with every character beyond ASCII written as a CSS escape (`\` and its code point in
 * hex). The escape always ends with a space: after the hex digits a CSS parser takes one
 * whitespace as the escape's end, so a space that followed the character stays a space.
 * Escapes mean the same in identifiers, strings and `url()` alike.
 */
export const escapeNonAscii = (css: string): string =>
  css.replace(/[^\0-\x7f]/gu, (character) => `\\${(character.codePointAt(0) as number).toString(16)} `);

/** The build's plugin: rewrites every emitted `.css` file once the bundle is complete. */
export const asciiStylesheets = (): Plugin => ({
  name: 'merchant:ascii-stylesheets',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const item of Object.values(bundle)) {
      if (item.type !== 'asset' || !item.fileName.endsWith('.css')) continue;
      const text = typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source);
      item.source = escapeNonAscii(text);
    }
  },
});

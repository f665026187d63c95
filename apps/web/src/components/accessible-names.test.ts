import { describe, expect, it } from 'vitest';

/**
 * antd's icons name themselves in English ("plus", "bell", "mail": role img with aria-label),
 * and that name joined the accessible name of whatever held them ("plus 新建教练"). Every icon
 * the console draws is decorative (its button or link is named by its text or aria-label), so
 * each one says aria-hidden; an icon that must speak gives its own translated aria-label.
 */
const sources = import.meta.glob<string>('../**/*.tsx', { eager: true, query: '?raw', import: 'default' });
const ICON = /<([A-Z]\w*(?:Outlined|Filled|TwoTone))\b((?:[^<>]|=>)*?)\/?>/gs;

describe('icons in the console', () => {
  it('are hidden from screen readers or named in the language of the screen', () => {
    const speaking: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      if (file.endsWith('.test.tsx')) continue;
      for (const match of text.matchAll(ICON)) {
        const attributes = match[2] ?? '';
        if (!/\baria-hidden\b|\baria-label=/.test(attributes)) speaking.push(`${file}: <${match[1]}>`);
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(speaking).toEqual([]);
  });

  // rc-input-number names its step buttons "Increase Value"/"Decrease Value" in English in
  // every language; the kit's NumberInput names them in the screen's language.
  it("number fields are the kit's NumberInput, not antd's InputNumber", () => {
    const direct = Object.entries(sources)
      .filter(([file]) => !file.endsWith('.test.tsx') && !file.endsWith('/NumberInput.tsx'))
      .filter(([, text]) => /<InputNumber\b/.test(text))
      .map(([file]) => file);
    expect(direct).toEqual([]);
  });

  // antd names the password toggle "Show" (its locale's bare word, English on the sign-in
  // screens, which run without the console's locale); PasswordInput names it in full.
  it("password fields are the kit's PasswordInput", () => {
    const direct = Object.entries(sources)
      .filter(([file]) => !file.endsWith('.test.tsx') && !file.endsWith('/PasswordInput.tsx'))
      .filter(([, text]) => /<(Input\.Password|Password)\b/.test(text))
      .map(([file]) => file);
    expect(direct).toEqual([]);
  });
});

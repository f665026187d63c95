import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import { asciiStylesheets, escapeNonAscii } from './ascii-stylesheets';

/** What a CSS parser makes of `css`: lightningcss reads it and writes it out again. */
const parsed = (css: string) =>
  transform({ filename: 'sheet.css', code: Buffer.from(css), minify: true }).code.toString();

const SAMPLE = [
  '.ant-form-item-no-colon:after{content:"\u00a0"}', // antd's no-break space
  '.x:before{content:"\u00a0 a\u00a0b"}', // a space after the character stays a space
  '.\u4e2d\u6587{color:red}', // in a class name
  '.y{font-family:"\u5fae\u8f6f\u96c5\u9ed1",sans-serif}',
  '.z:after{content:"\u{1f600}f"}', // beyond 16 bits, a hex letter after it
  '.w{background:url(/img/\u56fe.png)}',
].join('');

describe('stylesheets in ASCII only', () => {
  it('escapes every character beyond ASCII and nothing else', () => {
    const escaped = escapeNonAscii(SAMPLE);
    expect(escaped).toMatch(/^[\0-\x7f]*$/);
    expect(escaped).toContain('.ant-form-item-no-colon:after{content:"\\a0 "}');
    expect(escaped).toContain('content:"\\a0  a\\a0 b"');
    expect(escaped).toContain('content:"\\1f600 f"');
    expect(escapeNonAscii('.a{color:red}')).toBe('.a{color:red}');
  });

  it('means to a CSS parser exactly what the original says', () => {
    expect(parsed(escapeNonAscii(SAMPLE))).toBe(parsed(SAMPLE));
    expect(parsed(SAMPLE)).toContain('\u00a0 a\u00a0b');
  });

  it("rewrites the bundle's stylesheets, whatever form their text takes, and nothing else", () => {
    const asset = (fileName: string, source: string | Uint8Array) => ({ type: 'asset', fileName, source });
    const bundle = {
      'a.css': asset('assets/a.css', '.a:after{content:"\u00a0"}'),
      'b.css': asset('assets/b.css', new TextEncoder().encode('.b{font-family:"\u5b8b\u4f53"}')),
      'c.js': { type: 'chunk', fileName: 'assets/c.js', code: 'const name = "\u4e2d";' },
      'd.json': asset('assets/d.json', '{"name":"\u4e2d"}'),
    };
    const plugin = asciiStylesheets();
    (plugin.generateBundle as (options: unknown, bundle: unknown) => void).call({}, {}, bundle);
    expect(bundle['a.css'].source).toBe('.a:after{content:"\\a0 "}');
    expect(bundle['b.css'].source).toBe('.b{font-family:"\\5b8b \\4f53 "}');
    expect(bundle['c.js'].code).toBe('const name = "\u4e2d";');
    expect(bundle['d.json'].source).toBe('{"name":"\u4e2d"}');
  });
});

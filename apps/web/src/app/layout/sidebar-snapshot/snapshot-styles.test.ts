// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { stylesFor } from './snapshot-styles';

const SHEET = `
.ant-menu { color: white; }
.ant-menu-item:hover { background: blue; }
.ant-menu-submenu-arrow::before { content: ''; }
.ant-table { border: 1px solid; }
.ant-table, .ant-menu-dark { margin: 0; }
body { font-size: 14px; }
section > .ant-menu-sub { padding: 0; }
@media (max-width: 600px) { .ant-menu { display: none; } .ant-table { display: none; } }
@media (min-width: 1px) { .ant-modal { top: 0; } }
`;

beforeEach(() => {
  document.head.innerHTML = `<style>${SHEET}</style>`;
  document.body.innerHTML = `<div hidden><aside id="copy"><ul class="ant-menu ant-menu-dark">
    <li class="ant-menu-item">Dashboard</li><i class="ant-menu-submenu-arrow"></i></ul></aside></div>`;
});

describe('the rules a copy of the frame takes along', () => {
  it('keeps the rules that can style the copy, with their hover, pseudo-elements and media conditions, and drops the rest', () => {
    const css = stylesFor(document.getElementById('copy') as HTMLElement);
    expect(css).toContain('.ant-menu { color: white; }');
    expect(css).toContain(':hover');
    expect(css).toContain('::before');
    expect(css).toContain('.ant-menu-dark');
    expect(css).toContain('font-size: 14px');
    expect(css).toMatch(/@media \(max-width: 600px\)\s*\{\s*\.ant-menu \{ display: none; \}\s*\}/);
    expect(css).not.toContain('.ant-table {');
    expect(css).not.toContain('.ant-modal');
    expect(css).not.toContain('> .ant-menu-sub');
  });
});

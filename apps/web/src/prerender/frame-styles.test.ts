import { describe, expect, it } from 'vitest';
import { frameStyles, mayApply, namesIn } from './frame-styles';

const FRAME =
  '<div class="ant-layout ant-layout-has-sider"><aside class="ant-layout-sider"><ul class="ant-menu ant-menu-root ant-menu-dark">' +
  '<li class="ant-menu-submenu"><div class="ant-menu-submenu-title"><button>Users</button></div></li></ul></aside></div>';

describe("the frame's rules, picked from the console's stylesheets", () => {
  const names = namesIn(FRAME);

  it('keeps a rule whose classes the frame has, in any state the page puts it in', () => {
    expect(mayApply('.ant-menu-dark .ant-menu-submenu-title', names)).toBe(true);
    // Opened and selected by the page (restore-snapshot.ts), hovered and focused by the merchant.
    expect(mayApply('.ant-menu-dark .ant-menu-submenu-open>.ant-menu-submenu-title', names)).toBe(true);
    expect(mayApply('.ant-menu-dark .ant-menu-item-selected', names)).toBe(true);
    expect(mayApply('.ant-menu-dark .ant-menu-submenu-title:hover::after', names)).toBe(true);
    // A class in :not() is one the frame must not have; :where() names alternatives.
    expect(mayApply('.ant-menu:not(.ant-menu-horizontal) .ant-menu-submenu', names)).toBe(true);
    expect(mayApply('.ant-layout :where(.ant-table, .ant-menu)', names)).toBe(true);
  });

  it('drops rules of other components, and class-less ones naming elements it has not', () => {
    expect(mayApply('.ant-table .ant-table-row', names)).toBe(false);
    expect(mayApply('.ant-menu-dark .ant-menu-item-group-title', names)).toBe(false);
    expect(mayApply('button', names)).toBe(true);
    expect(mayApply('table td', names)).toBe(false);
    expect(mayApply('#root', names)).toBe(false);
  });

  it('keeps conditions around kept rules and the animations they name, nothing else', () => {
    const css = [
      '.ant-menu{color:red;animation:menuIn 1s}',
      '.ant-table{color:blue}',
      '@media (max-width:600px){.ant-menu{display:none}.ant-table{display:none}}',
      '@media print{.ant-table{display:none}}',
      '@keyframes menuIn{from{opacity:0}to{opacity:1}}',
      '@keyframes tableIn{from{opacity:0}to{opacity:1}}',
      '@font-face{font-family:x;src:url(x.woff2)}',
    ].join('');
    const kept = frameStyles([css], FRAME).replace(/\s+/g, '');
    expect(kept).toContain('.ant-menu{color:red;animation:menuIn1s}');
    expect(kept).toContain('@media(max-width:600px){.ant-menu{display:none}}');
    expect(kept).toContain('@keyframesmenuIn');
    expect(kept).not.toContain('ant-table');
    expect(kept).not.toContain('print');
    expect(kept).not.toContain('tableIn');
    expect(kept).not.toContain('font-face');
  });
});

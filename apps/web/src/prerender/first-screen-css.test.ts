import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without types
import { classesNeeded, indexStylesheet } from '../../build/first-screen-css.mjs';
import { type CssEntry, classesIn, rulesFor } from './first-screen-css';

const SHEET = [
  ':root{--c:red}',
  '.ant-btn{color:red}',
  '.ant-btn:not(.ant-btn-disabled):hover{color:blue}',
  ':where(.css-var-x).ant-card .ant-card-head{margin:0}',
  '.ant-picker{display:block}',
  '@media (min-width:992px){.ant-col-lg-12{flex:0 0 50%}.ant-col-lg-6{flex:0 0 25%}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.ant-select:has(input:focus-visible){outline:0}',
].join('');

describe('the first screen stylesheet', () => {
  it('knows which classes a selector needs, and when it cannot tell', () => {
    expect(classesNeeded('.ant-btn.ant-btn-primary > .anticon')).toEqual([
      'ant-btn',
      'ant-btn-primary',
      'anticon',
    ]);
    // :not() asks for nothing; a single :where() argument is a plain requirement.
    expect(classesNeeded('.ant-btn:not(.ant-btn-disabled)')).toEqual(['ant-btn']);
    expect(classesNeeded(':where(.css-var-x).ant-card')).toEqual(['css-var-x', 'ant-card']);
    expect(classesNeeded('a:hover')).toEqual([]);
    expect(classesNeeded('.ant-select:has(input)')).toBeUndefined();
    expect(classesNeeded(':is(.a .b, .c)')).toBeUndefined();
  });

  it('keeps, in order, the rules whose classes the markup has, and what it cannot judge', () => {
    const index = indexStylesheet(SHEET) as CssEntry[];
    const html =
      '<div class="ant-btn css-var-x"><div class="ant-card"><b class="ant-card-head"></b><i class="ant-col-lg-12"></i></div></div>';
    const css = rulesFor(index, classesIn(html));
    expect(css).toBe(
      [
        ':root{--c:red}',
        '.ant-btn{color:red}',
        '.ant-btn:not(.ant-btn-disabled):hover{color:blue}',
        ':where(.css-var-x).ant-card .ant-card-head{margin:0}',
        '@media (min-width:992px){.ant-col-lg-12{flex:0 0 50%}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
        '.ant-select:has(input:focus-visible){outline:0}',
      ].join(''),
    );
    expect(css).not.toContain('.ant-picker');
  });

  it('reads the classes of every class attribute', () => {
    expect([...classesIn('<a class="x  y"></a><b class=""></b><i data-class="z" class="w"></i>')]).toEqual([
      'x',
      'y',
      'w',
    ]);
  });
});

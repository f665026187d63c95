/**
 * The style rules of the frame that index.html draws from the menu answer
 * (app/layout/sidebar-snapshot/frame-from-menu.ts), picked at build time (build/frame-template.mjs)
 * from the console's stylesheets: the page shows the frame before that stylesheet (about 1 MB of
 * antd's rules) has been read. A rule is kept when every class its selector needs is one the
 * frame can have, in any state the page puts it in; a selector without classes, when it names
 * only elements the frame has. Keeping a rule that then matches nothing costs bytes only;
 * leaving out one the frame needs would draw it differently from the console, so the test is
 * generous.
 */
import postcss from 'postcss';
import {
  CLASS_NAMES,
  PSEUDO_ELEMENTS,
  STATE_PSEUDO_CLASSES,
} from '../app/layout/sidebar-snapshot/snapshot-styles';

interface Names {
  classes: Set<string>;
  tags: Set<string>;
}

/** States the page puts the frame in (restore-snapshot.ts): an open, current folder, a current entry. */
export const STATE_CLASSES = [
  'ant-menu-submenu-open',
  'ant-menu-submenu-selected',
  'ant-menu-item-selected',
  'ant-menu-hidden',
];

/** Parts whose classes are not all needed: `:not(...)` (absent ones satisfy it), `:is`/`:where` alternatives. */
const OPTIONAL_PARTS = /:(?:not|is|where|has)\([^()]*\)/g;
const TYPE = /(?:^|[\s>+~(])([a-z][a-z0-9-]*)/g;
/** At-rules whose rules apply under a condition: kept as conditions when a rule inside is. */
const GROUPS = new Set(['media', 'supports', 'layer', 'container']);

/** The class names and element names in `html`. */
export const namesIn = (html: string): Names => {
  const classes = new Set(STATE_CLASSES);
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  const tags = new Set(['html', 'body']);
  for (const [, tag = ''] of html.matchAll(/<([a-z][a-z0-9-]*)/g)) tags.add(tag);
  return { classes, tags };
};

/** Whether `selector` can match the frame, whose names are `names`. */
export const mayApply = (selector: string, { classes, tags }: Names): boolean => {
  // Interaction states and pseudo-elements ask nothing more of the markup (as for the copy).
  let plain = selector.replace(STATE_PSEUDO_CLASSES, '').replace(PSEUDO_ELEMENTS, '');
  for (let before = ''; before !== plain; ) {
    before = plain;
    plain = plain.replace(OPTIONAL_PARTS, '');
  }
  const needed = [...plain.matchAll(CLASS_NAMES)].map((match) => match[1] ?? '');
  if (needed.length > 0) return needed.every((name) => classes.has(name));
  if (/[#[]/.test(plain)) return false;
  const types = [...plain.replace(/\.[\w-]+/g, '').matchAll(TYPE)].map((match) => match[1] ?? '');
  return types.length > 0 && types.every((type) => tags.has(type));
};

/** The rules of `stylesheets` (CSS texts) that the frame `html` may need, as one CSS text. */
export const frameStyles = (stylesheets: string[], html: string): string => {
  const names = namesIn(html);
  const kept: string[] = [];
  for (const css of stylesheets) {
    const root = postcss.parse(css);
    root.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
      const selectors = rule.selectors.filter((selector) => mayApply(selector, names));
      if (selectors.length === 0) rule.remove();
      else rule.selectors = selectors;
    });
    // Conditions left empty go; other at-rules (fonts, keyframes) only when the kept rules name them.
    root.walkAtRules((atRule) => {
      if (GROUPS.has(atRule.name) && (atRule.nodes?.length ?? 0) === 0) atRule.remove();
    });
    const text = root.toString();
    root.walkAtRules((atRule) => {
      if (GROUPS.has(atRule.name)) return;
      if (
        /keyframes$/.test(atRule.name) &&
        new RegExp(`\\b${atRule.params}\\b`).test(text.replace(atRule.toString(), ''))
      )
        return;
      atRule.remove();
    });
    kept.push(root.toString());
  }
  return kept.join('\n');
};

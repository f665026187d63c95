/**
 * The style rules a copy of the frame needs, taken from the page's stylesheets, so that the next
 * load can show the copy before the console's stylesheet (about 1 MB of antd's rules) has been
 * read and parsed: most of a repeat visit's first 300 ms is spent before that.
 */

/** States a copy is never in when it is taken, but will be in once shown (hover, focus). */
export const STATE_PSEUDO_CLASSES = /:(?:hover|focus-visible|focus-within|focus|active)\b/g;
/** Pseudo-elements: never matched by querySelector, but drawn on elements the copy has. */
export const PSEUDO_ELEMENTS =
  /::?(?:before|after|placeholder|selection|marker|-webkit-[\w-]+|-moz-[\w-]+)\b/g;
export const CLASS_NAMES = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Whether a rule's selector can apply to `copy` (or to the html and body it sits in). */
const appliesTo = (selectorText: string, copy: Element, classes: ReadonlySet<string>): boolean => {
  const selector = selectorText.replace(STATE_PSEUDO_CLASSES, '').replace(PSEUDO_ELEMENTS, '');
  // Most of antd's rules name a component the frame does not use: skipped without matching.
  const named = [...selector.matchAll(CLASS_NAMES)].map((match) => match[1] ?? '');
  if (named.length > 0 && !named.some((name) => classes.has(name))) return false;
  try {
    return (
      copy.matches(selector) ||
      copy.querySelector(selector) !== null ||
      document.documentElement.matches(selector) ||
      document.body.matches(selector)
    );
  } catch {
    return false; // a selector this browser cannot match (a newer pseudo-class): not needed
  }
};

const rulesFor = (rules: CSSRuleList, copy: Element, classes: ReadonlySet<string>): string[] => {
  const kept: string[] = [];
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      if (appliesTo(rule.selectorText, copy, classes)) kept.push(rule.cssText);
    } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
      // Conditions stay conditions: the next load's window may be another size.
      const inner = rulesFor(rule.cssRules, copy, classes);
      if (inner.length > 0)
        kept.push(
          `@${rule instanceof CSSMediaRule ? 'media' : 'supports'} ${rule.conditionText}{${inner.join('')}}`,
        );
    }
  }
  return kept;
};

/**
 * The rules of the page's stylesheets that can apply to `copy`, as CSS text. `copy` must be in
 * the document (hidden is enough), so that selectors reaching above it match as they will.
 */
export const stylesFor = (copy: Element): string => {
  const classes = new Set<string>();
  for (const element of [document.documentElement, document.body, copy, ...copy.querySelectorAll('*')])
    for (const name of element.classList) classes.add(name);
  const kept: string[] = [];
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet: not the console's
    }
    kept.push(...rulesFor(rules, copy, classes));
  }
  return kept.join('\n');
};

// Indexes the console's stylesheet rule by rule, at build time, for the server-drawn first
// screen (src/prerender/first-screen-css.ts): per request the server then inlines only the rules
// the drawn markup can use (a few dozen KB of the ~1 MB), and the browser paints without
// waiting for the whole sheet, which arrives with the console's chunks.
import postcss from 'postcss';

/** Selector parts whose classes need not all be present for the rule to match something. */
const OPTIONAL = /:(not|is|where|has|matches)\(/;

/**
 * The classes an element path needs for `selector` to match, or undefined when that cannot be
 * told from class names alone (the rule is then always kept).
 */
export const classesNeeded = (selector) => {
  // :where(.a) and :is(.a) with one argument are plain requirements; :not() needs nothing.
  const plain = selector.replace(/:not\([^()]*\)/g, '').replace(/:(?:where|is)\(([^(),]*)\)/g, '$1');
  if (OPTIONAL.test(plain)) return undefined;
  return [...new Set([...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]))];
};

/**
 * The sheet as an ordered list of `{ css, needs, at }`: `needs` lists, per selector, the classes
 * it needs (empty: always kept); `at` is the enclosing at-rule's head (`@media (…)`), if any.
 */
export const indexStylesheet = (text) => {
  const entries = [];
  const add = (node, at) => {
    if (node.type === 'rule') {
      const needs = node.selectors.map(classesNeeded);
      entries.push({ css: node.toString(), needs: needs.some((n) => n === undefined) ? [] : needs, at });
    } else if (
      node.type === 'atrule' &&
      !at &&
      /^(media|supports|layer|container)$/.test(node.name) &&
      node.nodes
    ) {
      for (const child of node.nodes) add(child, `@${node.name} ${node.params}`);
    } else if (node.type !== 'comment') {
      // @keyframes, @font-face, nested at-rules: kept whole.
      entries.push({ css: node.toString(), needs: [], at });
    }
  };
  for (const node of postcss.parse(text).nodes) add(node, undefined);
  return entries;
};

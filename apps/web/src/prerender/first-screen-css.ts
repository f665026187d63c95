/**
 * The console's rules a drawn screen needs, from the index that build/first-screen-css.mjs
 * makes of the console's stylesheet: a rule is kept when one of its selectors needs only classes
 * the markup has. The whole sheet still arrives with the console's chunks, before hydration.
 */

export interface CssEntry {
  css: string;
  /** Per selector, the classes it needs; empty: always kept. */
  needs: string[][];
  /** The enclosing at-rule's head (`@media (max-width: 575px)`), if any. */
  at?: string;
}

/** Every class named in the markup's class attributes. */
export const classesIn = (html: string): Set<string> => {
  const classes = new Set<string>();
  for (const [, list = ''] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of list.split(/\s+/)) if (name) classes.add(name);
  return classes;
};

/** The kept rules as one stylesheet, in the sheet's order. */
export const rulesFor = (index: readonly CssEntry[], classes: ReadonlySet<string>): string => {
  let out = '';
  let openAt: string | undefined;
  for (const entry of index) {
    const kept =
      entry.needs.length === 0 || entry.needs.some((names) => names.every((name) => classes.has(name)));
    if (!kept) continue;
    if (entry.at !== openAt) {
      if (openAt) out += '}';
      if (entry.at) out += `${entry.at}{`;
      openAt = entry.at;
    }
    out += entry.css;
  }
  if (openAt) out += '}';
  return out;
};

/**
 * A prerendered page stays inert until React has taken it over (start.tsx), and an inert field
 * cannot take focus: the browser's own `autofocus` finds nothing to focus while the page
 * loads, and React does not focus anything when it hydrates. So the field drawn with
 * `autofocus` (the user name on /login) gets focus here, right after the takeover, unless the
 * visitor has already put it somewhere.
 */
export const focusAutofocusField = (container: HTMLElement): void => {
  const current = document.activeElement;
  if (current && current !== document.body && current !== document.documentElement) return;
  container.querySelector<HTMLElement>('[autofocus]')?.focus();
};

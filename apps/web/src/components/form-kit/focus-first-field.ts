/**
 * Where the focus goes when a form drawer or dialog opens: its first field a person can type
 * in or choose from (antd's drawer and modal focus their own container, so a keyboard user
 * had to Tab into the form and a screen reader announced no field). Hidden, disabled and
 * read-only controls are skipped; a form without any leaves the focus where antd put it.
 */
const FIELD = [
  'input:not([type=hidden]):not([disabled]):not([readonly])',
  'textarea:not([disabled]):not([readonly])',
  'select:not([disabled])',
  '[role=combobox]:not([aria-disabled=true])',
  '[role=radio]:not([aria-disabled=true])',
  '[role=switch]:not([disabled])',
].join(', ');

export const firstField = (root: ParentNode | null | undefined): HTMLElement | undefined => {
  if (!root) return undefined;
  for (const element of root.querySelectorAll<HTMLElement>(FIELD)) {
    if (element.closest('[hidden], [aria-hidden=true], .ant-upload')) continue;
    // Not laid out (display: none, or inside something closed): not a place for the caret.
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) continue;
    return element;
  }
  return undefined;
};

/**
 * Focuses the first field of the form whose element id is `formId` (antd's Form `name`), unless
 * the person is already in one of its fields: the drawer's animation ends after a quick click
 * or typing, and taking the focus away then would close an open choice list or lose keys.
 */
export const focusFirstField = (formId: string): void => {
  const form = document.getElementById(formId);
  const active = document.activeElement;
  if (form && active && form.contains(active) && active !== form) return;
  firstField(form)?.focus({ preventScroll: false });
};

import type { PaginationProps } from 'antd';
import type { TFunction } from 'i18next';
import { cloneElement, isValidElement } from 'react';

const names = {
  prev: 'listKit:previousPage',
  next: 'listKit:nextPage',
  'jump-prev': 'listKit:previousPages',
  'jump-next': 'listKit:nextPages',
} as const;

/**
 * antd's page arrows are buttons named only by their icon, so a screen reader says the icon's
 * English name ("left", "double-right") in every language. This gives antd's own arrow (its
 * markup, styles and keyboard handling unchanged) a translated name; page numbers are untouched.
 */
export const pagerItemRender =
  (t: TFunction): NonNullable<PaginationProps['itemRender']> =>
  (_page, type, original) =>
    type !== 'page' && isValidElement<{ 'aria-label'?: string }>(original)
      ? cloneElement(original, { 'aria-label': t(names[type]) })
      : original;

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTabsStore } from './tabs-store';

/**
 * Lets a page name its own tab, e.g. a detail page with the record's title, so two open
 * details are told apart (the route title alone would read the same twice). Inside a tab,
 * useLocation answers with that tab's own location, so the label lands on the right tab.
 * Pass undefined while the data loads: the route title shows until then.
 */
export const useTabTitle = (label: string | undefined): void => {
  const { pathname, search } = useLocation();
  const setLabel = useTabsStore((state) => state.setLabel);
  useEffect(() => {
    if (label) setLabel(pathname, search, label);
  }, [label, pathname, search, setLabel]);
};

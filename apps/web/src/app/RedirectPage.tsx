import { Navigate, useLocation, useParams } from 'react-router';

/**
 * `/redirect/<path>` re-navigates to `/<path>` (with the same query): navigating away and
 * back remounts the page, which is how a tab is "refreshed" (vue-element-admin's pattern).
 */
export const RedirectPage = () => {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${rest}${search}${hash}`} replace />;
};

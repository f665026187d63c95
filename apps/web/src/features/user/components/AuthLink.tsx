import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDesignToken } from './use-design-token';

/** A router link in antd's link colour (there is no global stylesheet on the sign-in screens). */
export const AuthLink = ({ to, children }: { to: string; children: ReactNode }) => {
  const token = useDesignToken();
  return (
    <Link to={to} style={{ color: token.colorLink, textDecoration: 'none' }}>
      {children}
    </Link>
  );
};

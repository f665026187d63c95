/**
 * The frame of the onboarding screens, which stand outside the main layout: app name,
 * language switch and the account link (sign in, or sign out) above a centred card.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../../../app/layout/route-match';
import { loginPathFor } from '../../../app/route-access';
import { useSessionStore } from '../../../app/session-store';
import { logoutRequest } from '../../user/auth.api';
import { LanguageSwitch } from '../../user/components/LanguageSwitch';

interface OnboardingFrameProps {
  title: string;
  /** Under the title (the wizard's steps). */
  header?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}

export const OnboardingFrame = ({ title, header, extra, children }: OnboardingFrameProps) => {
  const { t } = useTranslation('onboarding');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useSessionStore((state) => state.token !== undefined);
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    await logoutRequest().catch(() => undefined);
    useSessionStore.getState().logout();
    setLeaving(false);
    navigate('/login', { replace: true });
  };

  return (
    <main style={{ minHeight: '100vh', background: token.colorBgLayout, padding: '0 16px 32px' }}>
      <Flex
        justify="space-between"
        align="center"
        style={{ maxWidth: 960, margin: '0 auto', padding: '12px 0' }}
        wrap
        gap={8}
      >
        <Link to="/steps" style={{ color: token.colorTextSecondary }}>
          {t('shell:appName')}
        </Link>
        <Flex align="center" gap={12}>
          <LanguageSwitch />
          {signedIn && <Link to={HOME_PATH}>{t('frame.console')}</Link>}
          {signedIn ? (
            <Button
              size="small"
              type="text"
              icon={<LogoutOutlined aria-hidden />}
              loading={leaving}
              onClick={signOut}
            >
              {t('frame.signOut')}
            </Button>
          ) : (
            <Link to={loginPathFor(`${pathname}${search}`)}>{t('frame.signIn')}</Link>
          )}
        </Flex>
      </Flex>
      <Card style={{ maxWidth: 960, margin: '0 auto' }}>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {extra}
        </Flex>
        {header}
        {children}
      </Card>
    </main>
  );
};

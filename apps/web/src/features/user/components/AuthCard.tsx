import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { useDesignToken } from './use-design-token';

/**
 * The frame of the public sign-in screens: app name, language switch, a centred panel.
 * Plain elements styled with the theme tokens instead of Card/Typography: /login must stay
 * under its first-load budget (200 KiB gzip), and those two weigh ~45 KiB.
 */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const { t } = useTranslation('shell');
  const token = useDesignToken();
  return (
    <main
      style={{
        display: 'flex',
        minHeight: '100vh',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: token.colorBgLayout,
      }}
    >
      <section
        style={{
          width: '100%',
          maxWidth: 420,
          padding: 24,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <div
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}
        >
          <span style={{ color: token.colorTextSecondary }}>{t('appName')}</span>
          <LanguageSwitch />
        </div>
        <h1
          style={{
            fontSize: token.fontSizeHeading3,
            fontWeight: 600,
            margin: '0 0 8px',
            color: token.colorText,
          }}
        >
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
};

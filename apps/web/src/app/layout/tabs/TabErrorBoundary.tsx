import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  children: ReactNode;
  /** Remounts the tab (a new boundary, a new try). */
  onRetry: () => void;
}

// Plain markup rather than antd Result: Result carries its status illustrations (about
// 10 KiB gzip) into the layout's first load, for a screen that is rarely seen.
const TabError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '48px 16px' }} role="alert">
      <CloseCircleFilled aria-hidden style={{ fontSize: 56, color: token.colorError }} />
      <div style={{ fontSize: token.fontSizeHeading4, color: token.colorText }}>{t('pageLoadFailed')}</div>
      <Button type="primary" onClick={onRetry}>
        {t('reload')}
      </Button>
    </Flex>
  );
};

/**
 * One per tab: a page that throws takes down its own tab, not the shell and the other open
 * views. (The router's errorElement does not cover elements of descendant <Routes>.)
 */
export class TabErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (import.meta.env.DEV) console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <TabError onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * Paging of a list that pages by cursor (docs/web-architecture.md "Cursor paging"): Previous and
 * Next, real buttons named in the user's language, and the total the server counted, which
 * stops at 10,000 ("more than 10,000"). No page numbers: the server does not count pages.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { CURSOR_TOTAL_CAP, type CursorPage } from '@merchant/shared';
import { Button, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './list-url';

export interface CursorPagerProps {
  page: Pick<CursorPage<unknown>, 'next' | 'previous' | 'total' | 'total_capped'>;
  size: number;
  onPrevious: () => void;
  onNext: () => void;
  /** Offers the page sizes when given (a size change goes back to the first page). */
  onSize?: (size: number) => void;
  disabled?: boolean;
}

export const CursorPager = ({ page, size, onPrevious, onNext, onSize, disabled }: CursorPagerProps) => {
  const { t, i18n } = useTranslation('listKit');
  const count = new Intl.NumberFormat(i18n.language).format(
    page.total_capped ? CURSOR_TOTAL_CAP : page.total,
  );
  return (
    <nav aria-label={t('cursorPaging')}>
      <Flex justify="flex-end" align="center" gap={8} wrap style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">
          {page.total_capped ? t('totalCapped', { count }) : t('total', { count })}
        </Typography.Text>
        <Button
          icon={<LeftOutlined aria-hidden />}
          disabled={disabled || page.previous === null}
          onClick={onPrevious}
        >
          {t('previousPage')}
        </Button>
        <Button disabled={disabled || page.next === null} onClick={onNext}>
          {t('nextPage')}
          <RightOutlined aria-hidden />
        </Button>
        {onSize && (
          <Select<number>
            aria-label={t('pageSize')}
            value={size}
            style={{ width: 120 }}
            onChange={onSize}
            options={PAGE_SIZES.map((n) => ({ value: n, label: t('pageSizeOption', { count: n }) }))}
          />
        )}
      </Flex>
    </nav>
  );
};

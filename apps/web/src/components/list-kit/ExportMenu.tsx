/**
 * "Export": the current filter of the list, every page (up to EXPORT_ROW_CAP rows), as CSV or
 * Excel, with the columns' translated titles.
 */
import { DownloadOutlined } from '@ant-design/icons';
import type { ListQueryInput } from '@merchant/shared';
import { App, Button, Dropdown } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_ROW_CAP, fetchAllRows } from './export-fetch';
import { exportFileName, toExportTable } from './export-rows';
import { writeCsv, writeXlsx } from './export-write';
import type { ListColumn } from './list-types';
import type { FetchPage } from './use-list-query';

interface ExportMenuProps<T> {
  /** Names the file and the sheet (the screen's title). */
  listName: string;
  query: ListQueryInput;
  fetchPage: FetchPage<T>;
  columns: readonly ListColumn<T>[];
}

const PROGRESS_KEY = 'list-export';

export const ExportMenu = <T,>({ listName, query, fetchPage, columns }: ExportMenuProps<T>) => {
  const { t } = useTranslation('listKit');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      const { rows, capped } = await fetchAllRows(fetchPage, query, {
        onProgress: (done, total) =>
          message.open({
            key: PROGRESS_KEY,
            type: 'loading',
            content: t('exporting', { done, total }),
            duration: 0,
          }),
      });
      const table = toExportTable(columns, rows, { yes: t('yes'), no: t('no') });
      const fileName = exportFileName(listName, format, new Date());
      if (format === 'csv') await writeCsv(table, fileName);
      else await writeXlsx(table, fileName, listName);
      message.open({
        key: PROGRESS_KEY,
        type: capped ? 'warning' : 'success',
        content: capped
          ? t('exportCapped', { count: EXPORT_ROW_CAP })
          : t('exported', { count: rows.length }),
      });
    } catch {
      // A refused page was already shown by lib/http; this only ends the progress notice.
      message.open({ key: PROGRESS_KEY, type: 'error', content: t('exportFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      // A click (Enter or Space on the button) opens it, not only hover, and the menu takes the
      // focus: the arrow keys walk its choices, Enter runs one, Escape gives focus back.
      trigger={['click']}
      autoFocus
      disabled={busy}
      menu={{
        items: [
          { key: 'csv', label: t('exportCsv') },
          { key: 'xlsx', label: t('exportExcel') },
        ],
        onClick: ({ key }) => {
          // Back to the button once a choice is made, not to the page's start.
          button.current?.focus();
          void run(key as 'csv' | 'xlsx');
        },
        // Escape closes the menu (rc-dropdown) and the focus goes back to the button.
        onKeyDown: (event) => {
          if (event.key === 'Escape') button.current?.focus();
        },
      }}
    >
      <Button ref={button} icon={<DownloadOutlined aria-hidden />} loading={busy}>
        {t('export')}
      </Button>
    </Dropdown>
  );
};

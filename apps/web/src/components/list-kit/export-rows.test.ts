import type { CursorPage, ListQueryInput, Page } from '@merchant/shared';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fetchAllRows } from './export-fetch';
import { exportFileName, toExportTable } from './export-rows';
import { csvText, xlsxBuffer } from './export-write';
import type { ListColumn } from './list-types';

interface Row {
  id: number;
  title: string;
  read: boolean;
  at: string;
}

const columns: ListColumn<Row>[] = [
  { key: 'thumb', title: 'Preview', render: () => null },
  { key: 'title', title: 'Title', render: (row) => row.title, exportValue: (row) => row.title },
  { key: 'read', title: 'Read', render: () => null, exportValue: (row) => row.read },
  { key: 'at', title: 'Received', render: () => null, exportValue: (row) => new Date(row.at) },
];
const texts = { yes: 'Yes', no: 'No' };
const rows: Row[] = [
  { id: 1, title: '新订单提醒', read: false, at: '2026-11-23T08:05:00.000Z' },
  { id: 2, title: '=HYPERLINK("http://x")', read: true, at: '2026-11-22T00:00:00.000Z' },
];

describe('export cells', () => {
  it('writes the exported columns with their titles, times in the UI zone, booleans as words', () => {
    expect(toExportTable(columns, rows, texts)).toEqual({
      headers: ['Title', 'Read', 'Received'],
      rows: [
        ['新订单提醒', 'No', dayjs('2026-11-23T08:05:00.000Z').format('YYYY-MM-DD HH:mm')],
        ['=HYPERLINK("http://x")', 'Yes', dayjs('2026-11-22T00:00:00.000Z').format('YYYY-MM-DD HH:mm')],
      ],
    });
  });

  it('names the file by the list and the time', () => {
    expect(exportFileName('System messages', 'csv', new Date(2026, 10, 23, 14, 5))).toBe(
      'System-messages-2026-11-23-1405.csv',
    );
    expect(exportFileName('a/b:c', 'xlsx', new Date(2026, 0, 2, 3, 4))).toBe('a-b-c-2026-01-02-0304.xlsx');
  });

  it('CSV escapes formulas; Excel holds the same cells', async () => {
    const table = toExportTable(columns, rows, texts);
    const csv = await csvText(table);
    expect(csv.split('\r\n')[0]).toBe('Title,Read,Received');
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsxBuffer(table, 'System messages'));
    const sheet = book.getWorksheet('System messages');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Title', 'Read', 'Received']);
    expect(sheet?.getRow(2).getCell(1).value).toBe('新订单提醒');
    expect(sheet?.rowCount).toBe(3);
  });
});

describe('export fetch', () => {
  const pages = (total: number) => {
    const asked: number[] = [];
    const fetchPage = async (query: ListQueryInput): Promise<Page<number>> => {
      const { number = 1, size = 10 } = query.pageable ?? {};
      asked.push(number);
      const start = (number - 1) * size;
      const content = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => start + i);
      return { content, total, number, size };
    };
    return { asked, fetchPage };
  };

  it('fetches every page of the current filter', async () => {
    const { asked, fetchPage } = pages(250);
    const result = await fetchAllRows(fetchPage, { pageable: { number: 3, size: 10 }, restrictions: [] });
    expect(asked).toEqual([1, 2, 3]);
    expect(result.rows).toHaveLength(250);
    expect(result.capped).toBe(false);
  });

  it('stops at the cap and says so', async () => {
    const { asked, fetchPage } = pages(1_000);
    const result = await fetchAllRows(fetchPage, {}, { cap: 150 });
    expect(asked).toEqual([1, 2]);
    expect(result.rows).toHaveLength(150);
    expect(result.capped).toBe(true);
  });

  it('walks a cursor list with next from its first page', async () => {
    const asked: unknown[] = [];
    const fetchPage = async (query: ListQueryInput): Promise<CursorPage<number>> => {
      asked.push(query.pageable);
      const start = query.pageable?.after ? Number(query.pageable.after.slice(1)) : 0;
      const content = Array.from({ length: Math.min(100, 230 - start) }, (_, i) => start + i);
      const end = start + content.length;
      return {
        content,
        size: 100,
        next: end < 230 ? `c${end}` : null,
        previous: start > 0 ? `p${start}` : null,
        total: 230,
        total_capped: false,
      };
    };
    const result = await fetchAllRows(fetchPage, { pageable: { after: 'c7', size: 10 } });
    expect(asked).toEqual([
      { number: 1, size: 100 },
      { after: 'c100', size: 100 },
      { after: 'c200', size: 100 },
    ]);
    expect(result.rows).toEqual(Array.from({ length: 230 }, (_, i) => i));
    expect(result.capped).toBe(false);
  });

  it('walks a cursor list past the count’s cap, and counts its progress towards the export’s own', async () => {
    const progress: [number, number][] = [];
    const fetchPage = async (query: ListQueryInput): Promise<CursorPage<number>> => {
      const start = query.pageable?.after ? Number(query.pageable.after.slice(1)) : 0;
      const content = Array.from({ length: Math.min(100, 1_500 - start) }, (_, i) => start + i);
      const end = start + content.length;
      const next = end < 1_500 ? `c${end}` : null;
      return { content, size: 100, next, previous: null, total: 1_000, total_capped: true };
    };
    const result = await fetchAllRows(
      fetchPage,
      {},
      { onProgress: (done, total) => progress.push([done, total]) },
    );
    expect(result.rows).toHaveLength(1_500);
    expect(result.capped).toBe(false);
    expect(progress[0]).toEqual([100, 10_000]);
    expect(progress.at(-1)).toEqual([1_500, 10_000]);
  });
});

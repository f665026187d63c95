/**
 * Writes an export file and hands it to the browser. The libraries (papaparse for CSV,
 * exceljs for Excel, as DESIGN.md keeps them) load only here, with import(), so they are in
 * no list screen's chunk.
 */
import type { ExportTable } from './export-rows';

const download = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

export const csvText = async (table: ExportTable): Promise<string> => {
  const { unparse } = await import('papaparse');
  // escapeFormulae: a cell that starts with = + - @ is not run as a formula by a spreadsheet.
  return unparse({ fields: table.headers, data: table.rows }, { escapeFormulae: true });
};

export const writeCsv = async (table: ExportTable, fileName: string): Promise<void> => {
  // The BOM tells Excel the file is UTF-8, so Chinese titles open readable.
  download(new Blob(['\uFEFF', await csvText(table)], { type: 'text/csv;charset=utf-8' }), fileName);
};

export const xlsxBuffer = async (table: ExportTable, sheetName: string): Promise<ArrayBuffer> => {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    const widest = Math.max(
      ...[table.headers[index] ?? '', ...table.rows.map((row) => String(row[index] ?? ''))].map(
        (text) => text.length,
      ),
    );
    column.width = Math.min(60, Math.max(10, widest + 2));
  });
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
};

export const writeXlsx = async (table: ExportTable, fileName: string, sheetName: string): Promise<void> => {
  const buffer = await xlsxBuffer(table, sheetName);
  download(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName,
  );
};

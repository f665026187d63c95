/**
 * Plain-text tables for the command-line tools. Chinese characters take two columns in a
 * terminal, so widths count them twice (store names are mostly Chinese).
 */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export const displayWidth = (text: string): number => {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
};

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));

/** Columns separated by two spaces, a header line, no trailing blanks. */
export const formatTable = (headers: string[], rows: string[][]): string => {
  const widths = headers.map((h, i) =>
    Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i] ?? ''))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => pad(cell, widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
};

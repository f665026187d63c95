import { describe, expect, it } from 'vitest';
import { displayWidth, formatTable } from './text-table';

describe('formatTable', () => {
  it('counts Chinese characters as two columns', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('力行健身·朝阳店')).toBe(15);
    expect(displayWidth('（北京）')).toBe(8);
  });

  it('aligns columns by display width', () => {
    const table = formatTable(
      ['ID', 'STORE', 'CITY'],
      [
        ['1', '力行健身', '北京'],
        ['12', 'FitBox', 'Shanghai'],
      ],
    );
    expect(table.split('\n')).toEqual(['ID  STORE     CITY', '1   力行健身  北京', '12  FitBox    Shanghai']);
  });
});

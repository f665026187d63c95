import { describe, expect, it, vi } from 'vitest';
import { editToggleActions } from './toggle-actions';

interface Row {
  id: number;
  name: string;
  on: boolean;
}

const make = (onSwitch = vi.fn()) =>
  editToggleActions<Row>({
    name: (row) => row.name,
    edit: { label: 'Edit', permission: 'x:edit', loading: () => false, onClick: () => undefined },
    off: { key: 'offline', label: 'Offline', confirm: 'Put it offline?' },
    on: { key: 'online', label: 'Online' },
    permission: 'x:status',
    isOn: (row) => row.on,
    switching: (row) => row.id === 2,
    onSwitch,
  });

describe('editToggleActions', () => {
  it('offers Edit and the one switch that fits the row, each named for its row', () => {
    const [edit, off, on] = make();
    const row = { id: 1, name: 'Yoga', on: true };
    expect([edit?.key, off?.key, on?.key]).toEqual(['edit', 'offline', 'online']);
    expect(off?.hidden?.(row)).toBe(false);
    expect(on?.hidden?.(row)).toBe(true);
    expect(edit?.ariaLabel?.(row)).toBe('Edit: Yoga');
    expect(off?.ariaLabel?.(row)).toBe('Offline: Yoga');
    expect(edit?.permission).toBe('x:edit');
    expect(on?.permission).toBe('x:status');
  });

  it('confirms only turning off, and switches the row the right way', () => {
    const onSwitch = vi.fn();
    const [, off, on] = make(onSwitch);
    const row = { id: 2, name: 'Pool', on: false };
    expect(off?.confirm).toBe('Put it offline?');
    expect(off?.danger).toBe(true);
    expect(on?.confirm).toBeUndefined();
    expect(on?.loading?.(row)).toBe(true);
    on?.onClick?.(row);
    off?.onClick?.(row);
    expect(onSwitch.mock.calls).toEqual([
      [row, true],
      [row, false],
    ]);
  });
});

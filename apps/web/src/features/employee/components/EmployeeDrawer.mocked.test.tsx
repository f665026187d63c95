// @vitest-environment happy-dom
import type { Employee } from '@merchant/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useStoreStore } from '../../../app/store-store';
import { renderScreen } from '../../../test/render-screen';
import { createEmployee, fetchGrantOptions, updateEmployee } from '../employee.api';
import { sampleGrantOptions } from '../grant-test-kit';
import en from '../locales/en.json';
import { EmployeeDrawer } from './EmployeeDrawer';

vi.mock('../employee.api', () => ({
  fetchGrantOptions: vi.fn(),
  fetchEmployee: vi.fn(),
  createEmployee: vi.fn(),
  updateEmployee: vi.fn(),
  setEmployeeStatus: vi.fn(),
}));

const saved: Employee = {
  id: 7,
  name: 'Wang Fang',
  phone: '13700137000',
  status: 'active',
  template: 'custom',
  stores: [{ id: 1, name: 'First store' }],
  function_ids: [],
  created_at: '2026-11-24T00:00:00.000Z',
  updated_at: '2026-11-24T00:00:00.000Z',
};

const row = (name: string) => screen.getByRole('group', { name });
const box = (group: string, name: string) =>
  within(row(group)).getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

const openDrawer = async () => {
  const onSaved = vi.fn();
  await renderScreen(<EmployeeDrawer open id={null} onClose={() => undefined} onSaved={onSaved} />, {
    namespaces: { employee: en },
  });
  await screen.findByRole('group', { name: 'Coaches' });
  return onSaved;
};

describe('the employee form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.mocked(fetchGrantOptions).mockResolvedValue(sampleGrantOptions);
    vi.mocked(createEmployee).mockResolvedValue(saved);
    useStoreStore.setState({ storeId: 1 });
  });

  it('starts as front desk in the tab’s store, the template filling the tree', async () => {
    await openDrawer();
    expect(radio('Front desk').checked).toBe(true);
    expect(box('Coaches', 'View').checked).toBe(true);
    expect(box('Coaches', 'Edit').checked).toBe(false);
    expect(box('Members', 'View').checked).toBe(true);
    expect(box('Members', 'Edit').checked).toBe(true);
    expect(box('Media library', 'Delete files').checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'First store' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Second store' }) as HTMLInputElement).checked).toBe(false);
  });

  it('a button checks its view, a view clears its buttons, and either makes the template custom', async () => {
    await openDrawer();
    fireEvent.click(box('Media library', 'Delete files'));
    await waitFor(() => expect(box('Media library', 'View').checked).toBe(true));
    expect(box('Media library', 'Delete files').checked).toBe(true);
    expect(radio('Custom').checked).toBe(true);

    fireEvent.click(box('Members', 'View'));
    await waitFor(() => expect(box('Members', 'Edit').checked).toBe(false));
    expect(box('Members', 'View').checked).toBe(false);
  });

  it('choosing a template replaces the boxes with its own', async () => {
    await openDrawer();
    fireEvent.click(radio('Finance'));
    await waitFor(() => expect(box('Statistics', 'View').checked).toBe(true));
    expect(box('Coaches', 'View').checked).toBe(false);
    expect(box('Members', 'Edit').checked).toBe(false);
  });

  it('refuses what the server refuses, with the shared messages, and sends the body of the contract', async () => {
    const onSaved = await openDrawer();
    fireEvent.click(screen.getByRole('checkbox', { name: 'First store' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is required');
    await screen.findByText('Phone is required');
    await screen.findByText('Choose at least one store');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wang Fang' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '1370013700' } });
    await screen.findByText('Please enter an 11-digit phone number');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Second store' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(createEmployee).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '13700137000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(createEmployee).toHaveBeenCalledWith({
        name: 'Wang Fang',
        phone: '13700137000',
        store_ids: [2],
        template: 'front_desk',
        function_ids: [60101, 60401, 60402],
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(updateEmployee).not.toHaveBeenCalled();
  });
});

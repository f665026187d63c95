// @vitest-environment happy-dom
import { Code } from '@merchant/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../app/session-store';
import { ApiError } from '../../../lib/http';
import { renderScreen } from '../../../test/render-screen';
import en from '../locales/en.json';
import { setInitialPassword } from '../profile.api';
import { InitialPasswordDialog } from './InitialPasswordDialog';

vi.mock('../profile.api', () => ({ setInitialPassword: vi.fn(), changePassword: vi.fn() }));

const open = async () => {
  await renderScreen(<InitialPasswordDialog />, { namespaces: { user: en } });
  return screen.findByRole('dialog', { name: 'Set your password' });
};

describe('the first password of an employee', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.mocked(setInitialPassword).mockReset();
    useSessionStore.setState({ mustSetPassword: true });
  });

  it('cannot be dismissed: no close button, Escape does nothing', async () => {
    const dialog = await open();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useSessionStore.getState().mustSetPassword).toBe(true);
  });

  it('asks twice with the shared rule, then sends only the new password and goes away', async () => {
    vi.mocked(setInitialPassword).mockResolvedValue(null);
    await open();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    await screen.findByText('Use 8 to 64 characters with at least one letter and one digit');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'clerk1234' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'clerk12345' } });
    await screen.findByText('The two passwords do not match');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(setInitialPassword).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'clerk1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(setInitialPassword).toHaveBeenCalledWith({ new_password: 'clerk1234' }));
    await waitFor(() => expect(useSessionStore.getState().mustSetPassword).toBe(false));
  });

  it('shows a refusal in the dialog, and closes when the password was set elsewhere (-409)', async () => {
    vi.mocked(setInitialPassword).mockRejectedValueOnce(new ApiError('Too many attempts', Code.RATE_LIMITED));
    await open();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'clerk1234' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'clerk1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await screen.findByText('Too many attempts');
    expect(useSessionStore.getState().mustSetPassword).toBe(true);

    vi.mocked(setInitialPassword).mockRejectedValueOnce(new ApiError('Already set', Code.CONFLICT));
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(useSessionStore.getState().mustSetPassword).toBe(false));
  });
});

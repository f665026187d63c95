// @vitest-environment happy-dom
import type { Coach } from '@merchant/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { sampleCoach } from '../coach-test-fixture';
import { CoachFormDrawer } from './CoachFormDrawer';

const api = vi.hoisted(() => ({
  createCoach: vi.fn(),
  updateCoach: vi.fn(),
  fetchCoach: vi.fn(),
  fetchCoaches: vi.fn(),
  setCoachActive: vi.fn(),
}));
vi.mock('../coach.api', () => api);
vi.mock('../../../components/operation-log/OperationLog', () => ({ OperationLog: () => null }));

/** The sample, inactive (an edit sends the current status back). */
const coach: Coach = {
  ...sampleCoach,
  avatar_upload_id: null,
  avatar_url: null,
  cover_upload_ids: [],
  covers: [],
  specialties: ['瑜伽'],
  introduction: '',
  title: '瑜伽导师',
  status: 'inactive',
};

/** The screen tests load only the shell's texts: the feature's labels show as their keys. */
const label = { name: 'field.name', phone: 'field.phone', expiresOn: 'field.expiresOn' };

describe('coach form drawer', { timeout: 30_000 }, () => {
  it('shows the coach’s values, dates included, and saves them back unchanged as the wire body', async () => {
    api.updateCoach.mockResolvedValue(coach);
    const onSaved = vi.fn();
    await renderScreen(<CoachFormDrawer open coach={coach} onClose={() => undefined} onSaved={onSaved} />);
    const name = (await screen.findByLabelText(label.name)) as HTMLInputElement;
    expect(name.value).toBe('陈静');
    expect((screen.getByLabelText(label.phone) as HTMLInputElement).value).toBe('13800138002');
    expect((screen.getByLabelText(label.expiresOn) as HTMLInputElement).value).toBe('2026-12-14');

    fireEvent.change(screen.getByLabelText(label.phone), { target: { value: '1380013800' } });
    await screen.findByText('Please enter an 11-digit phone number');
    fireEvent.change(screen.getByLabelText(label.phone), { target: { value: '13900139002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.updateCoach).toHaveBeenCalled());
    expect(api.updateCoach).toHaveBeenCalledWith(7, {
      name: '陈静',
      phone: '13900139002',
      avatar_upload_id: null,
      cover_upload_ids: [],
      title: '瑜伽导师',
      specialties: ['瑜伽'],
      introduction: '',
      type: 'one_on_one',
      sort: 2,
      status: 'inactive',
      certificates: [
        { id: 5, name: 'RYT-500', number: 'N1', photo_upload_id: null, expires_on: '2026-12-14' },
      ],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(coach));
  });
});

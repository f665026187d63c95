// @vitest-environment happy-dom
import { Code, type ServiceApplication } from '@merchant/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http';
import { renderScreen } from '../../../test/render-screen';
import { ApplicationGate } from './ApplicationGate';

const api = vi.hoisted(() => ({ fetchApplication: vi.fn(), saveApplication: vi.fn() }));
vi.mock('../application.api', () => api);
vi.mock('../../../components/operation-log/OperationLog', () => ({ OperationLog: () => null }));
vi.mock('../../../components/upload', () => ({ FileUploader: () => null }));

const application = (overrides: Partial<ServiceApplication>): ServiceApplication => ({
  id: 3,
  store_id: 1,
  store_name: '力行健身',
  type: 'timed',
  status: 'pending',
  description: '二楼两片羽毛球场，按半小时出租，可预约教练',
  qualification: {
    store_name: '力行健身',
    city: '北京',
    address: '',
    licence_code: null,
    legal_name: null,
    id_card_masked: null,
    contact_phone: null,
    licence_photo_id: null,
    approved_at: null,
  },
  licence_photo_url: null,
  materials: [],
  reject_reason: null,
  submitted_at: '2026-11-20T02:00:00.000Z',
  decided_at: null,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
  can_edit: true,
  ...overrides,
});

/** The screen tests load only the shell's texts: the feature's texts show as their keys. */
describe('application gate', { timeout: 30_000 }, () => {
  it('shows the editor once the application is approved', async () => {
    api.fetchApplication.mockResolvedValue(application({ status: 'approved' }));
    await renderScreen(
      <ApplicationGate type="timed">
        <p>the editor</p>
      </ApplicationGate>,
    );
    await screen.findByText('the editor');
    expect(api.fetchApplication).toHaveBeenCalledWith('timed', expect.anything(), true);
  });

  it('shows the application under the "apply first" banner until then, read-only without the permission', async () => {
    api.fetchApplication.mockResolvedValue(application({ status: 'draft', can_edit: false }));
    await renderScreen(
      <ApplicationGate type="timed">
        <p>the editor</p>
      </ApplicationGate>,
    );
    await screen.findByText('gate.title');
    expect(screen.getByText('gate.askOwner')).toBeTruthy();
    expect(screen.getByText('locked.noPermission')).toBeTruthy();
    expect(screen.queryByText('the editor')).toBeNull();
    expect(screen.getByRole('button', { name: /^submit$/i }).hasAttribute('disabled')).toBe(true);
  });

  it('tells a caller who may not read applications that the service is not open', async () => {
    api.fetchApplication.mockRejectedValue(new ApiError('no', Code.FORBIDDEN, 403));
    await renderScreen(
      <ApplicationGate type="count">
        <p>the editor</p>
      </ApplicationGate>,
    );
    await screen.findByText('gate.noAccess');
    expect(screen.queryByText('the editor')).toBeNull();
  });
});

// @vitest-environment happy-dom
import type { TimedService } from '@merchant/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { TimedServiceFormDrawer } from './TimedServiceFormDrawer';

const api = vi.hoisted(() => ({
  saveTimedService: vi.fn(),
  fetchTimedOptions: vi.fn(),
  fetchTimedService: vi.fn(),
  fetchTimedServices: vi.fn(),
  setTimedStatus: vi.fn(),
  saveCountService: vi.fn(),
  fetchCountOptions: vi.fn(),
  fetchCountService: vi.fn(),
  fetchCountServices: vi.fn(),
  setCountStatus: vi.fn(),
}));
vi.mock('../service.api', () => api);
vi.mock('../../../components/operation-log/OperationLog', () => ({ OperationLog: () => null }));

const CLOSED = { '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] };
const court: TimedService = {
  id: 9,
  name: '羽毛球场',
  resource_kind: 'area',
  resource_id: 4,
  resource_name: '一号场',
  unit_minutes: 30,
  unit_price_fen: 800,
  min_units: 2,
  max_units: 6,
  capacity: 1,
  opening_hours: { '1': [['08:00', '22:00']], ...CLOSED },
  cancel_fee_tiers: [
    { hours_before: 0, fee_percent: 100 },
    { hours_before: 24, fee_percent: 0 },
  ],
  description: '含球网',
  status: 'offline',
  created_at: '2026-11-24T00:00:00.000Z',
  updated_at: '2026-11-24T00:00:00.000Z',
};

/** The screen tests load only the shell's texts: the feature's labels show as their keys. */
describe('timed service form drawer', { timeout: 30_000 }, () => {
  it('saves an edited service back as the wire body, price in fen and the current status', async () => {
    api.fetchTimedOptions.mockResolvedValue({
      open: true,
      areas: [{ id: 4, name: '一号场', capacity: 4, opening_hours: { '1': [['06:00', '23:00']] } }],
      coaches: [],
    });
    api.saveTimedService.mockResolvedValue(court);
    const onSaved = vi.fn();
    await renderScreen(
      <TimedServiceFormDrawer open service={court} onClose={() => undefined} onSaved={onSaved} />,
    );
    const price = (await screen.findByLabelText('field.unitPriceYuan')) as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe('8.00'));
    fireEvent.change(price, { target: { value: '9.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saveTimedService).toHaveBeenCalled());
    expect(api.saveTimedService).toHaveBeenCalledWith(9, {
      name: '羽毛球场',
      resource_kind: 'area',
      resource_id: 4,
      unit_minutes: 30,
      unit_price_fen: 950,
      min_units: 2,
      max_units: 6,
      capacity: 1,
      opening_hours: { '1': [['08:00', '22:00']], ...CLOSED },
      cancel_fee_tiers: [
        { hours_before: 24, fee_percent: 0 },
        { hours_before: 0, fee_percent: 100 },
      ],
      description: '含球网',
      status: 'offline',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(court));
  });

  it('refuses tiers without a 0-hour tier with the shared message, sending nothing', async () => {
    api.saveTimedService.mockClear();
    await renderScreen(
      <TimedServiceFormDrawer
        open
        service={{ ...court, cancel_fee_tiers: [{ hours_before: 24, fee_percent: 0 }] }}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    await screen.findByLabelText('form.hoursBeforeN');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The cancellation fees need a tier from 0 hours (cancelling at the last minute)');
    expect(api.saveTimedService).not.toHaveBeenCalled();
  });

  it('shows a smallest booking of 9 yuan or less under the unit price, sending nothing', async () => {
    api.saveTimedService.mockClear();
    await renderScreen(
      <TimedServiceFormDrawer
        open
        service={{ ...court, min_units: 1 }}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    const price = (await screen.findByLabelText('field.unitPriceYuan')) as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe('8.00'));
    fireEvent.change(price, { target: { value: '4.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText(
      'The smallest booking (minimum units × unit price) must be more than 9 yuan',
    );
    expect(error.closest('.ant-form-item')?.querySelector(`#${price.id}`)).toBe(price);
    expect(api.saveTimedService).not.toHaveBeenCalled();
  });
});

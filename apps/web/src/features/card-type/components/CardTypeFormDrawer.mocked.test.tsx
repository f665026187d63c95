// @vitest-environment happy-dom
import type { CardType } from '@merchant/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { CardTypeFormDrawer } from './CardTypeFormDrawer';

const api = vi.hoisted(() => ({
  fetchCardTypes: vi.fn(),
  fetchCardType: vi.fn(),
  saveCardType: vi.fn(),
  setCardTypeOnSale: vi.fn(),
  fetchCardTypeOptions: vi.fn(async () => ({ courses: [{ id: 3, name: '瑜伽', status: 'online' }] })),
  fetchCardSettings: vi.fn(),
  saveCardSettings: vi.fn(),
}));
vi.mock('../card-type.api', () => api);
vi.mock('../../../components/operation-log/OperationLog', () => ({ OperationLog: () => null }));

const stored: CardType = {
  id: 9,
  name: '储值卡',
  kind: 'stored_value',
  status: 'off_sale',
  price_fen: 100_000,
  validity_days: 730,
  gift_days: 0,
  sessions: null,
  gift_sessions: 0,
  gift_fen: 10_000,
  all_courses: true,
  course_ids: [],
  courses: [],
  shareable: false,
  max_holders: 1,
  parallel_use: false,
  freeze_allowed: false,
  max_freeze_days: 0,
  max_freeze_times: 0,
  description: '',
  sort: 5,
  sold_count: 2,
  cap_warnings: [],
  created_at: '2026-11-24T00:00:00.000Z',
  updated_at: '2026-11-24T00:00:00.000Z',
};

/** The screen tests load only the shell's texts: the feature's labels show as their keys. */
const label = { price: 'field.paidYuan', gift: 'field.giftYuan', sessions: 'field.sessions' };

describe('card-type form drawer', { timeout: 30_000 }, () => {
  it('shows the stored-value fields, warns live over the Shanghai cap, and saves the wire body in fen', async () => {
    api.saveCardType.mockResolvedValue(stored);
    const onSaved = vi.fn();
    await renderScreen(
      <CardTypeFormDrawer
        open
        cardType={stored}
        region="shanghai"
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    );
    const price = (await screen.findByLabelText(label.price)) as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe('1000.00'));
    expect(screen.queryByLabelText(label.sessions)).toBeNull();
    expect((screen.getByLabelText(label.gift) as HTMLInputElement).value).toBe('100.00');

    fireEvent.change(price, { target: { value: '5000.01' } });
    await screen.findByText('Over the Shanghai prepaid-card limit: stored-value cards at most 5000 yuan');
    fireEvent.change(price, { target: { value: '5000' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saveCardType).toHaveBeenCalled());
    expect(api.saveCardType).toHaveBeenCalledWith(9, {
      name: '储值卡',
      kind: 'stored_value',
      price_fen: 500_000,
      validity_days: 730,
      gift_days: 0,
      sessions: null,
      gift_sessions: 0,
      gift_fen: 10_000,
      all_courses: true,
      course_ids: [],
      shareable: false,
      max_holders: 1,
      parallel_use: false,
      freeze_allowed: false,
      max_freeze_days: 0,
      max_freeze_times: 0,
      description: '',
      sort: 5,
      status: 'off_sale',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(stored));
  });
});

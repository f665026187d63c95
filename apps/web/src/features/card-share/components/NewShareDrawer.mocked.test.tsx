// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http';
import { renderScreen } from '../../../test/render-screen';
import { NewShareDrawer } from './NewShareDrawer';

const api = vi.hoisted(() => ({
  lookupShareCard: vi.fn(),
  createShareRequest: vi.fn(),
  approveShareRequest: vi.fn(),
  rejectShareRequest: vi.fn(),
  fetchShareNum: vi.fn(),
  fetchShareRequests: vi.fn(),
  fetchSharedCardHolders: vi.fn(),
}));
vi.mock('../card-share.api', () => api);
// The member search is the member feature's; here it is a plain field.
vi.mock('../../member/components/MemberPicker', () => ({
  MemberPicker: ({ id, onChange }: { id?: string; onChange?: (id: number) => void }) => (
    <input id={id} onChange={(e) => onChange?.(Number(e.target.value))} />
  ),
}));

/** The screen tests load only the shell's texts: the feature's labels show as their keys. */
const summary = {
  card_no: '000010000016',
  name: '三十次家庭卡',
  kind: 'count' as const,
  owner_name: '张*',
  holders: 1,
  max_holders: 3,
  expires_on: null,
  status: 'not_started' as const,
};

describe('new share request drawer', { timeout: 30_000 }, () => {
  it('shows a refused lookup’s message, then the card, and sends the request', async () => {
    api.lookupShareCard.mockRejectedValueOnce(
      new ApiError('Card not found', -404, 404, { failure: 'card_not_found' }),
    );
    api.lookupShareCard.mockResolvedValue(summary);
    api.createShareRequest.mockResolvedValue({ id: 1, member_name: '王五', card_no: summary.card_no });
    const onCreated = vi.fn();
    await renderScreen(<NewShareDrawer open onClose={() => undefined} onCreated={onCreated} />);

    const cardNo = await screen.findByLabelText('field.cardNo');
    fireEvent.change(cardNo, { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: /lookup/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Card not found');

    fireEvent.change(cardNo, { target: { value: ` ${summary.card_no} ` } });
    fireEvent.click(screen.getByRole('button', { name: /lookup/ }));
    await screen.findByText('张*');
    expect(api.lookupShareCard).toHaveBeenLastCalledWith({ card_no: summary.card_no });

    fireEvent.change(screen.getByLabelText('field.member'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'submitRequest' }));
    await waitFor(() =>
      expect(api.createShareRequest).toHaveBeenCalledWith({ card_no: summary.card_no, member_id: 42 }),
    );
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
  });
});

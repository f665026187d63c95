// @vitest-environment happy-dom
import type { MemberCard, RefundQuote } from '@merchant/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { RefundModal } from './RefundModal';

const api = vi.hoisted(() => ({
  fetchRefundQuote: vi.fn(),
  refundCard: vi.fn(),
  fetchCard: vi.fn(),
  fetchCards: vi.fn(),
  fetchCardLedger: vi.fn(),
  fetchCardStatusCount: vi.fn(),
  fetchIssueOptions: vi.fn(),
  issueCard: vi.fn(),
  postCardUse: vi.fn(),
  freezeCard: vi.fn(),
  unfreezeCard: vi.fn(),
  transferCard: vi.fn(),
}));
vi.mock('../member-card.api', () => api);

const card = { id: 5, card_no: '000010000016', kind: 'count', paid_fen: 120_000 } as MemberCard;
const quote = (amount: number, remaining: number): RefundQuote => ({
  basis: 'count',
  paid_fen: 120_000,
  total_units: 12,
  remaining_units: remaining,
  amount_fen: amount,
  cooling_off_until: '2026-11-30T00:00:00.000Z',
  formula: `1200.00 × ${remaining} / 12 = ${(amount / 100).toFixed(2)}`,
});

describe('refund dialog', { timeout: 30_000 }, () => {
  it('shows the quote’s working and refunds exactly the amount shown; confirming a new quote is a new request', async () => {
    api.fetchRefundQuote.mockResolvedValueOnce(quote(80_000, 8)).mockResolvedValue(quote(70_000, 7));
    api.refundCard
      .mockRejectedValueOnce(new Error('-409 quote changed'))
      .mockResolvedValue({ ...card, refund_fen: 70_000 });
    await renderScreen(<RefundModal card={card} onClose={() => undefined} />);
    await screen.findByText('1200.00 × 8 / 12 = 800.00');
    fireEvent.click(screen.getByRole('button', { name: 'refund.submit' }));
    await waitFor(() => expect(api.refundCard).toHaveBeenCalledTimes(1));
    const [id, first] = api.refundCard.mock.calls[0] as [number, { amount_fen: number; request_no: string }];
    expect([id, first.amount_fen]).toEqual([5, 80_000]);
    // Refused because the quote moved on: the new quote is shown, and confirming sends it.
    await screen.findByText('1200.00 × 7 / 12 = 700.00');
    fireEvent.click(screen.getByRole('button', { name: 'refund.submit' }));
    await waitFor(() => expect(api.refundCard).toHaveBeenCalledTimes(2));
    const second = api.refundCard.mock.calls[1]?.[1] as { amount_fen: number; request_no: string };
    expect(second.amount_fen).toBe(70_000);
    // The refusal was the server's answer to the first request (it keeps it for that number):
    // the confirmation of another amount is another request, with its own number.
    expect(second.request_no).not.toBe(first.request_no);
    expect(second.request_no).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

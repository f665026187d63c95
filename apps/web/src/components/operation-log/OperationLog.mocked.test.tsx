// @vitest-environment happy-dom
import type { AuditEvent, CursorPage } from '@merchant/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';

/** The store's log pages by cursor: the newest page, then older ones with `next`. */
const storeAuditPage = vi.hoisted(() => vi.fn());
vi.mock('./operation-log.api', async (original) => ({
  ...(await original<typeof import('./operation-log.api')>()),
  storeAuditPage,
}));
const { OperationLog } = await import('./OperationLog');

const event = (id: number, toState: string): AuditEvent => ({
  id,
  actor_account_id: null,
  actor_name: null,
  store_id: 1,
  entity: 'coach',
  entity_id: 7,
  from_state: null,
  to_state: toState,
  reason: null,
  at: `2026-11-${String(id).padStart(2, '0')}T08:00:00.000Z`,
  request_id: null,
});
const page = (events: AuditEvent[], next: string | null): CursorPage<AuditEvent> => ({
  content: events,
  size: 50,
  next,
  previous: null,
  total: 3,
  total_capped: false,
});

describe('OperationLog', { timeout: 30_000 }, () => {
  it('shows the newest page, then fetches older events with the cursor until there are none', async () => {
    storeAuditPage.mockImplementation(async (_entity: string, _id: number, after: string | null) =>
      after === null
        ? page([event(3, 'gamma'), event(2, 'beta')], 'b2xkZXI')
        : page([event(1, 'alpha')], null),
    );
    await renderScreen(<OperationLog entity="coach" entityId={7} />);
    await screen.findByText('gamma');
    expect(screen.queryByText('alpha')).toBeNull();
    expect(storeAuditPage).toHaveBeenLastCalledWith('coach', 7, null, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Show older operations' }));
    await screen.findByText('alpha');
    expect(storeAuditPage).toHaveBeenLastCalledWith('coach', 7, 'b2xkZXI', expect.anything());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older operations' })).toBeNull());
    expect(screen.getByText('beta')).toBeTruthy();
  });
});

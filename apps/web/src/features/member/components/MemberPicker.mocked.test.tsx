// @vitest-environment happy-dom
import { type Member, memberSearchRestrictions } from '@merchant/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import en from '../locales/en.json';
import { MemberPicker } from './MemberPicker';

const api = vi.hoisted(() => ({ fetchMembers: vi.fn() }));
vi.mock('../member.api', () => api);

const member = (id: number, fields: Partial<Member>): Member => ({
  id,
  full_name: `会员${id}`,
  phone: null,
  id_card_masked: null,
  guardian_name: null,
  guardian_phone: null,
  is_child: false,
  source: 'desk',
  last_visit_at: null,
  card_count: 0,
  next_card_expiry: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...fields,
});

const adult = member(1, { full_name: '王芳', phone: '13900001111' });
const child = member(2, {
  full_name: '王小宝',
  is_child: true,
  guardian_name: '王芳',
  guardian_phone: '13900001111',
});
const other = member(3, { full_name: '王磊', phone: '13900002222' });
const page = (content: Member[]) => ({ content, total: content.length, number: 1, size: 20 });

describe('member picker', { timeout: 30_000 }, () => {
  it('searches as the user types, labels children by guardian, leaves out excluded ids, hands back the id', async () => {
    api.fetchMembers.mockImplementation(async () => page([adult, child, other]));
    const onChange = vi.fn();
    await renderScreen(<MemberPicker id="who" excludeIds={[3]} onChange={onChange} />, {
      namespaces: { member: en },
    });
    const box = screen.getByRole('combobox');
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '王' } });
    await waitFor(() =>
      expect(api.fetchMembers).toHaveBeenCalledWith(
        { pageable: { number: 1, size: 20 }, restrictions: memberSearchRestrictions('王') },
        expect.anything(),
      ),
    );
    await screen.findByText('王芳 · 13900001111');
    expect(screen.getByText('王小宝 · guardian 王芳 13900001111')).toBeTruthy();
    expect(screen.queryByText(/王磊/)).toBeNull();
    fireEvent.click(screen.getByText('王小宝 · guardian 王芳 13900001111'));
    expect(onChange).toHaveBeenCalledWith(2, child);
    expect(document.getElementById('who')).toBeTruthy();
  });

  it('labels a value set from outside by reading that member', async () => {
    api.fetchMembers.mockReset();
    api.fetchMembers.mockImplementation(async (query: { restrictions: { name: string }[] }) =>
      page(query.restrictions[0]?.name === 'id' ? [other] : []),
    );
    await renderScreen(<MemberPicker value={3} />, { namespaces: { member: en } });
    await screen.findByText('王磊 · 13900002222');
    expect(api.fetchMembers).toHaveBeenCalledWith(
      { pageable: { number: 1, size: 1 }, restrictions: [{ name: 'id', operator: '=', value: 3 }] },
      expect.anything(),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { chinaDate, isCalendarDate } from '../china-date';
import { coachBody, isCertificateExpiring } from './coach.schema';

describe('coach schema', () => {
  it('takes China’s calendar day, so a UTC evening is already tomorrow', () => {
    expect(chinaDate(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(chinaDate(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
    expect(chinaDate(new Date('2026-11-24T00:00:00Z'), 30)).toBe('2026-12-24');
  });

  it('flags certificates expiring within 30 days, and expired ones', () => {
    const now = new Date('2026-11-24T02:00:00Z');
    expect(isCertificateExpiring('2026-12-24', now)).toBe(true);
    expect(isCertificateExpiring('2026-12-25', now)).toBe(false);
    expect(isCertificateExpiring('2020-01-01', now)).toBe(true);
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('2027-1-01')).toBe(false);
    expect(isCalendarDate('1999-12-31')).toBe(false);
  });

  it('fills defaults and refuses repeated pictures and the phone rule', () => {
    const parsed = coachBody.parse({ name: ' 张伟 ', phone: '13800138000', type: 'group' });
    expect(parsed).toMatchObject({ name: '张伟', avatar_upload_id: null, cover_upload_ids: [], sort: 0 });
    const repeated = coachBody.safeParse({
      name: 'a',
      phone: '13800138000',
      type: 'group',
      cover_upload_ids: [1, 1],
    });
    expect(repeated.error?.issues[0]?.message).toBe('duplicateValues');
    const phone = coachBody.safeParse({ name: 'a', phone: '1380013800', type: 'group' });
    expect(phone.error?.issues[0]?.message).toBe('phoneRule');
  });
});

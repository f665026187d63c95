import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { emptyCoachForm, pictureUrlsOf, toCoachBody, toCoachForm } from './coach-form-model';
import { sampleCoach } from './coach-test-fixture';

const coach = sampleCoach;

describe('coach form mapping', () => {
  it('turns a coach into form values (dates as calendar days) and back into the same body', () => {
    const form = toCoachForm(coach);
    expect(form.certificates?.[0]?.expires_on?.format('YYYY-MM-DD')).toBe('2026-12-14');
    expect(form.avatar_upload_id).toBe(11);
    expect(form.certificates?.[0]?.photo_upload_id).toBeUndefined();
    expect(toCoachBody(form, coach.status)).toEqual({
      name: '陈静',
      phone: '13800138002',
      avatar_upload_id: 11,
      cover_upload_ids: [13, 12],
      title: '瑜伽导师',
      specialties: ['瑜伽', '普拉提'],
      introduction: 'RYT-500',
      type: 'one_on_one',
      sort: 2,
      status: 'active',
      certificates: [
        { id: 5, name: 'RYT-500', number: 'N1', photo_upload_id: null, expires_on: '2026-12-14' },
      ],
    });
  });

  it('sends a new coach without status, null pictures, new certificates without id, tags trimmed once', () => {
    const body = toCoachBody({
      ...emptyCoachForm(),
      name: '刘洋',
      phone: '13800138003',
      specialties: [' 游泳 ', '游泳', ''],
      sort: null,
      certificates: [{ name: '救生员', photo_upload_id: 9, expires_on: dayjs('2027-01-31') }],
    });
    expect(body).toEqual({
      name: '刘洋',
      phone: '13800138003',
      avatar_upload_id: null,
      cover_upload_ids: [],
      title: '',
      specialties: ['游泳'],
      introduction: '',
      type: 'group',
      sort: 0,
      certificates: [{ name: '救生员', number: '', photo_upload_id: 9, expires_on: '2027-01-31' }],
    });
  });

  it('knows the addresses of the pictures the server sent', () => {
    expect(pictureUrlsOf(coach)).toEqual({ 11: 'https://s/11', 13: 'https://s/13', 12: 'https://s/12' });
    expect(pictureUrlsOf(undefined)).toEqual({});
  });
});

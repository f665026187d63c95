/** A coach as the server answers it, for the screen's tests. */
import type { Coach } from '@merchant/shared';

export const sampleCoach: Coach = {
  id: 7,
  name: '陈静',
  phone: '13800138002',
  avatar_upload_id: 11,
  avatar_url: 'https://s/11',
  cover_upload_ids: [13, 12],
  covers: [
    { upload_id: 13, url: 'https://s/13' },
    { upload_id: 12, url: 'https://s/12' },
  ],
  title: '瑜伽导师',
  specialties: ['瑜伽', '普拉提'],
  introduction: 'RYT-500',
  type: 'one_on_one',
  sort: 2,
  status: 'active',
  certificates: [
    {
      id: 5,
      name: 'RYT-500',
      number: 'N1',
      photo_upload_id: null,
      photo_url: null,
      expires_on: '2026-12-14',
      expiring: true,
    },
  ],
  expiring: true,
  expiring_on: '2026-12-14',
  created_at: '2026-11-24T01:00:00.000Z',
  updated_at: '2026-11-24T01:00:00.000Z',
};

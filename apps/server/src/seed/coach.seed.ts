import { chinaDate } from '@merchant/shared';
import type { Database } from '../db/database';
import { notifyExpiringCertificates } from '../features/coach';
import { systemMessageOutbox } from '../features/message';
import { isoNow } from '../lib/time';
import { demoFirstStoreId } from './demo-store';

/**
 * Three coaches of the demo's first store (the lowest store id of account `demo`), each with a
 * certificate; 陈静's expires in 20 days, so the list flags it and the owner has the notice.
 * The notice is sent here and left read: the demo's unread messages stay the three that the
 * other screens (and their browser tests) describe. No pictures: a seed cannot upload.
 */
export const seedCoachDemo = async (db: Database): Promise<void> => {
  const storeId = await demoFirstStoreId(db);
  if (storeId === undefined) return;
  const now = isoNow();
  const coaches = [
    {
      name: '张伟',
      phone: '13800138001',
      title: '团课总教练',
      specialties: ['团课', '燃脂', '搏击操'],
      introduction: '国家一级健身指导员，十年团课带课经验。',
      type: 'group',
      sort: 1,
      certificate: {
        name: '国家职业资格证书（健身教练）',
        number: 'GZ-2021-0381',
        expires_on: chinaDate(new Date(), 400),
      },
    },
    {
      name: '陈静',
      phone: '13800138002',
      title: '资深瑜伽导师',
      specialties: ['瑜伽', '普拉提'],
      introduction: 'RYT-500 认证瑜伽导师，擅长体态矫正。',
      type: 'one_on_one',
      sort: 2,
      certificate: {
        name: 'RYT-500 瑜伽联盟认证',
        number: 'RYT-500-77812',
        expires_on: chinaDate(new Date(), 20),
      },
    },
    {
      name: '刘洋',
      phone: '13800138003',
      title: '游泳教练',
      specialties: ['游泳', '儿童体适能'],
      introduction: '前省队运动员，持救生员证。',
      type: 'group',
      sort: 3,
      certificate: {
        name: '游泳救生员国家职业资格证书',
        number: 'JS-2023-1102',
        expires_on: chinaDate(new Date(), 700),
      },
    },
  ];
  for (const { certificate, specialties, ...coach } of coaches) {
    const { id } = await db
      .insertInto('coaches')
      .values({
        ...coach,
        store_id: storeId,
        specialties: JSON.stringify(specialties),
        avatar_upload_id: null,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('coach_certificates')
      .values({ ...certificate, coach_id: id, photo_upload_id: null, expiry_notified_at: null })
      .execute();
  }
  await notifyExpiringCertificates(db, { inTransaction: true });
  // The notice goes through the outbox; delivered here, in the seed's transaction, so that it
  // can be left read.
  await systemMessageOutbox(console).deliverDue(db);
  await db.updateTable('system_messages').set({ read_at: now }).where('category', '=', 'coach').execute();
};

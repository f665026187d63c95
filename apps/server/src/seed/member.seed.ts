import { idCardCheckCharacter } from '@merchant/shared';
import type { Database } from '../db/database';
import { currentIdCardCodec, maskIdCard } from '../features/member/member-id-card';
import { insertMemberSearchRows, memberSearchRows } from '../features/member/member-search';
import { demoFirstStoreId } from './demo-store';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡'];
const GIVEN = [
  '静',
  '伟',
  '芳',
  '敏',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '晓东',
  '子涵',
  '雨桐',
  '浩然',
  '思远',
];
const CHILD_GIVEN = ['小宝', '朵朵', '乐乐', '天天', '可可', '豆豆', '欣怡', '梓轩', '一诺', '沐阳'];
const PHONE_PREFIXES = ['138', '139', '186', '135', '158', '177', '150', '188'];
const REGIONS = ['110101', '310104', '440305', '330106', '510107', '320102'];
const DAY_MS = 86_400_000;

/** A valid 18-character ID card number (the check character computed, as the validator wants). */
export const idCardOf = (i: number): string => {
  const year = 1970 + ((i * 7) % 35);
  const month = String(1 + (i % 12)).padStart(2, '0');
  const day = String(1 + ((i * 3) % 28)).padStart(2, '0');
  const first17 = `${REGIONS[i % REGIONS.length]}${year}${month}${day}${String(100 + i).padStart(3, '0')}`;
  return `${first17}${idCardCheckCharacter(first17)}`;
};

/**
 * Sixty members of the demo's first store (docs/members.md), the same every time:
 * 50 adults with distinct phones (every third with an ID card, hashed with the app's key
 * like any walk-in), 10 children without phones whose guardian is one of the adults, a few
 * who came through the app, joined over the last 90 days and mostly seen since.
 */
export const seedMemberDemo = async (db: Database): Promise<void> => {
  const storeId = await demoFirstStoreId(db);
  if (storeId === undefined) return;
  const idCards = currentIdCardCodec();
  const now = Date.now();
  const adults = Array.from({ length: 50 }, (_, i) => {
    const idCard = i % 3 === 0 ? idCardOf(i) : null;
    return {
      full_name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}`,
      phone: `${PHONE_PREFIXES[i % PHONE_PREFIXES.length]}${String(20_000_000 + i * 104_729).slice(-8)}`,
      id_card_hash: idCard ? idCards.hash(idCard) : null,
      id_card_masked: idCard ? maskIdCard(idCard) : null,
      guardian_name: null as string | null,
      guardian_phone: null as string | null,
      source: i % 10 === 3 ? 'app' : 'desk',
    };
  });
  const children = CHILD_GIVEN.map((given, i) => {
    const parent = adults[i * 4 + 1] as (typeof adults)[number];
    return {
      full_name: `${parent.full_name.slice(0, 1)}${given}`,
      phone: null,
      id_card_hash: null,
      id_card_masked: null,
      guardian_name: parent.full_name,
      guardian_phone: parent.phone,
      source: 'desk',
    };
  });
  const rows = [...adults, ...children].map((member, i) => {
    // Joined 1 to 90 days ago; three in four came back since (the rest never or long ago).
    const joined = now - (1 + ((i * 37) % 90)) * DAY_MS - ((i * 7919) % 36_000) * 1000;
    const seenDaysAfter = i % 4 === 3 ? null : (i * 13) % Math.max(1, Math.floor((now - joined) / DAY_MS));
    const created_at = new Date(joined).toISOString();
    return {
      ...member,
      store_id: storeId,
      last_visit_at:
        seenDaysAfter === null ? null : new Date(joined + seenDaysAfter * DAY_MS + 3_600_000).toISOString(),
      created_at,
      updated_at: created_at,
    };
  });
  const inserted = await db
    .insertInto('members')
    .values(rows)
    .returning(['id', 'full_name', 'phone'])
    .execute();
  // The list's search grams, as the desk writes them (features/member/member-search.ts).
  await insertMemberSearchRows(
    db,
    inserted.flatMap((m) => memberSearchRows(storeId, m.id, m)),
  );
};

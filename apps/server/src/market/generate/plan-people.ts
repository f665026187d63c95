import { idCardCheckCharacter } from '@merchant/shared';
import type { IdCardCodec } from '../../features/member/member-id-card';
import { maskIdCard } from '../../features/member/member-id-card';
import { memberSearchRows, type SearchedMember } from '../../features/member/member-search';
import type { BulkSink } from './bulk-sink';
import type { Chain } from './chain-setup';
import { requestIdFrom } from './generate-codes';
import type { Clock } from './generate-time';
import { audit, iso, type RowContext } from './order-rows';

/**
 * The chain's members and the consumers among them (docs/market.md "Generating a year"):
 * desk members with Chinese names (a third with an ID card, hashed with MEMBER_ID_KEY as the
 * member service does; a few children under a guardian), and app members, made at their first
 * payment and named by their phone as ensureBuyerMember names them. Phones are unique.
 */
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬燕彬鑫博文轩浩宇子涵梓萱一诺欣怡雨桐思远俊杰';
const PREFIXES = [
  '138',
  '139',
  '137',
  '136',
  '135',
  '150',
  '151',
  '158',
  '159',
  '186',
  '187',
  '188',
  '177',
  '130',
  '131',
  '132',
];
const REGIONS = ['110101', '310104', '440305', '330106', '510107', '320102', '420106', '610113'];

export interface Person {
  memberId: number;
  storeId: number;
  phone: string;
  accountId: number;
  /** When the member exists (desk: joined; app: its first payment) and when the account buys from. */
  memberAt: number;
  buysFrom: number;
  app: boolean;
}

const phoneOf = (i: number) =>
  `${PREFIXES[i % PREFIXES.length]}${String((i * 4_999_999 + 12_345_678) % 100_000_000).padStart(8, '0')}`;

const nameOf = (r: () => number) =>
  `${SURNAMES[Math.floor(r() * SURNAMES.length)]}${GIVEN[Math.floor(r() * GIVEN.length)]}${r() < 0.6 ? GIVEN[Math.floor(r() * GIVEN.length)] : ''}`;

const idCardOf = (r: () => number) => {
  const year = 1965 + Math.floor(r() * 45);
  const month = String(1 + Math.floor(r() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(r() * 28)).padStart(2, '0');
  const first17 = `${REGIONS[Math.floor(r() * REGIONS.length)]}${year}${month}${day}${String(Math.floor(r() * 1000)).padStart(3, '0')}`;
  return `${first17}${idCardCheckCharacter(first17)}`;
};

/** A member's search grams (the list's name and phone search), the rows the services write. */
const addSearchRows = (sink: BulkSink, storeId: number, memberId: number, member: SearchedMember) => {
  for (const row of memberSearchRows(storeId, memberId, member)) sink.add('member_search_grams', { ...row });
};

/** Writes members and consumer accounts; answers the buyers (people with an app account). */
export const writePeople = (
  ctx: RowContext,
  o: { chain: Chain; members: number; clock: Clock; idCards: IdCardCodec; phoneSalt: number },
): Person[] => {
  const { sink } = ctx as { sink: BulkSink };
  const r = ctx.random;
  const weights = o.chain.stores.map((s) => s.weight);
  const total = weights.reduce((a, b) => a + b, 0);
  const buyers: Person[] = [];
  const lastAdult = new Map<number, { name: string; phone: string }>();
  for (let i = 0; i < o.members; i += 1) {
    let u = r() * total;
    let s = 0;
    while (s < weights.length - 1 && u > (weights[s] as number)) u -= weights[s++] as number;
    const store = o.chain.stores[s] as Chain['stores'][number];
    const phone = phoneOf(i + o.phoneSalt);
    const joined = o.clock.after(r, o.clock.start);
    const memberId = sink.nextId('members');
    const app = r() < 0.45;
    const guardian = lastAdult.get(store.id);
    const child = !app && guardian !== undefined && r() < 0.04;
    const hasAccount = app || (!child && r() < 0.5);
    const accountId = hasAccount ? sink.nextId('accounts') : 0;
    // An app member appears with its first payment; a desk member's account comes later.
    const buysFrom = app ? joined - 40_000 : joined + Math.floor(r() * 30 * 86_400_000);
    if (hasAccount && buysFrom < o.clock.now)
      sink.add('accounts', {
        id: accountId,
        username: `app:${phone}`,
        phone: null,
        password_hash: 'none',
        name: phone,
        avatar: '',
        role: 1,
        created_at: iso(Math.max(o.clock.start - 86_400_000, buysFrom - 60_000)),
        must_set_password: 0,
      });
    const linked = hasAccount && buysFrom < o.clock.now;
    if (app) {
      sink.add('members', {
        id: memberId,
        store_id: store.id,
        full_name: phone,
        phone,
        id_card_hash: null,
        id_card_masked: null,
        guardian_name: null,
        guardian_phone: null,
        source: 'app',
        app_account_id: accountId,
        last_visit_at: null,
        created_by: null,
        created_at: iso(joined),
        updated_at: iso(joined),
      });
      addSearchRows(sink, store.id, memberId, { full_name: phone, phone });
    } else {
      const name = child
        ? `${(guardian as { name: string }).name.slice(0, 1)}${GIVEN[Math.floor(r() * GIVEN.length)]}${GIVEN[Math.floor(r() * GIVEN.length)]}`
        : nameOf(r);
      const idCard = !child && r() < 0.33 ? idCardOf(r) : null;
      sink.add('members', {
        id: memberId,
        store_id: store.id,
        full_name: name,
        phone: child ? null : phone,
        id_card_hash: idCard ? o.idCards.hash(idCard) : null,
        id_card_masked: idCard ? maskIdCard(idCard) : null,
        guardian_name: child ? (guardian as { name: string }).name : null,
        guardian_phone: child ? (guardian as { phone: string }).phone : null,
        source: 'desk',
        app_account_id: linked ? accountId : null,
        last_visit_at: null,
        created_by: ctx.ownerId,
        created_at: iso(joined),
        updated_at: iso(joined),
      });
      addSearchRows(sink, store.id, memberId, { full_name: name, phone: child ? null : phone });
      audit(ctx, {
        actor: ctx.ownerId,
        storeId: store.id,
        entity: 'member',
        entityId: memberId,
        from: null,
        to: 'active',
        reason: 'created',
        at: joined,
        requestId: requestIdFrom(r),
      });
      if (!child) lastAdult.set(store.id, { name, phone });
    }
    if (linked)
      buyers.push({
        memberId,
        storeId: store.id,
        phone,
        accountId,
        memberAt: joined,
        buysFrom: Math.max(buysFrom, o.clock.start),
        app,
      });
  }
  return buyers;
};

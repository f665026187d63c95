import type { App } from '../app';
import type { Database } from '../db/database';
import { isoNow } from '../lib/time';
import { DEMO_LEGAL_NAME } from './demo-store';
import { type DemoMonth, runDemoMonth } from './market-month';

/**
 * Qualifications on each demo store's approved claim, as an approved onboarding leaves them
 * (the photos are file id 0: a seed cannot upload them), so that the finance screens can bind
 * a withdrawal account in the owner's legal name.
 */
export const seedQualificationsDemo = async (db: Database): Promise<void> => {
  const claims = await db
    .selectFrom('store_claims')
    .innerJoin('accounts', 'accounts.id', 'store_claims.account_id')
    .select(['store_claims.id', 'store_claims.account_id'])
    .where('accounts.username', '=', 'demo')
    .where('store_claims.status', '=', 'approved')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('store_qualifications').select('id').whereRef('claim_id', '=', 'store_claims.id')),
      ),
    )
    .execute();
  for (const claim of claims) {
    await db
      .insertInto('store_qualifications')
      .values({
        claim_id: claim.id,
        account_id: claim.account_id,
        licence_code: '91110105MA01ABCD1X',
        licence_photo_id: 0,
        legal_name: DEMO_LEGAL_NAME,
        id_card_number: '110101199003074514',
        id_card_front_id: 0,
        id_card_back_id: 0,
        contact_phone: '13800138000',
        created_at: isoNow(),
        updated_at: isoNow(),
      })
      .execute();
  }
};

/**
 * The demo's month (docs/market.md "The simulated month"): 30 days of trade by 120 consumers,
 * each active on three days in ten, seed 2026 — a few hundred orders.
 */
export const DEMO_MONTH: DemoMonth = { days: 30, consumers: 120, activity: 0.3, seed: 2026 };

/**
 * Runs the demo's month of trade against the app in-process after the base seed, so that the
 * demo's orders, payments, bookings, redemptions, reviews, settlements, withdrawal account and
 * withdrawals are made through the gateway and the jobs, each on the day it is dated
 * (seed/market-month.ts). The phone codes the server sends during the run are taken from its
 * sender as they go out (none of them reaches a real phone, whatever SMS sender is configured).
 */
export const seedMarketDemo = async (app: App, month: DemoMonth = DEMO_MONTH): Promise<void> => {
  const sms = app.deps.sms;
  const send = sms.send.bind(sms);
  const codes = new Map<string, string>();
  sms.send = async (message) => {
    codes.set(message.phone, message.code);
  };
  const started = performance.now();
  try {
    const summary = await runDemoMonth(app, month, async (phone) => {
      const code = codes.get(phone);
      if (!code) throw new Error(`no code sent to ${phone}`);
      return code;
    });
    app.log.info(
      { summary: { ...summary, account_phones: undefined }, ms: Math.round(performance.now() - started) },
      'the demo market month ran',
    );
  } finally {
    sms.send = send;
  }
};

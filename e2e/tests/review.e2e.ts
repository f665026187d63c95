/**
 * Reviews (/orderevaluate, /videoevaluate): consumers review used orders through
 * POST /api/app/review (the orders are TEMPORARILY written to the database as a used order,
 * like features/review/review-test-kit.ts, until the orders flow is merged), then the merchant
 * replies to one in the browser and sees the 24-hour edit rule. Screenshots orderevaluate-list
 * and videoevaluate-list in zh and en at 1280 and 800 px, copied to docs/screenshots/.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, dataDir, type Language, signedInContext } from '../support/app';
import { launchBrowser, screenshot } from '../support/browser';

const screensDir = path.resolve(import.meta.dirname, '../artifacts/screens');
const docsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');
const stamp = Date.now().toString().slice(-6);
const REVIEW_TEXT = `教练很专业，场地干净${stamp}`;

let browser: Browser;

/** A consumer account with a session, and one used order of the store's listing (TEMPORARY insert). */
const usedOrderOf = (db: Database.Database, storeId: number, n: number) => {
  const now = new Date().toISOString();
  const phone = `136${stamp}${String(n).padStart(2, '0')}`;
  const account = Number(
    db
      .prepare(
        `insert into accounts (username, phone, password_hash, name, avatar, role, created_at)
         values (?, null, 'none', ?, '', 1, ?)`,
      )
      .run(`app:${phone}`, phone, now).lastInsertRowid,
  );
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    `insert into sessions (account_id, token_hash, store_id, created_at, expires_at, ip) values (?, ?, null, ?, ?, '127.0.0.1')`,
  ).run(
    account,
    createHash('sha256').update(token).digest('hex'),
    now,
    new Date(Date.now() + 3600_000).toISOString(),
  );
  const course = db
    .prepare('select id, name from courses where store_id = ? order by id limit 1')
    .get(storeId) as {
    id: number;
    name: string;
  };
  const order = Number(
    db
      .prepare(
        `insert into orders (order_no, store_id, kind, buyer_account_id, buyer_phone, status, total_fen, title,
           item_count, pay_deadline_at, paid_at, created_at, updated_at)
         values (?, ?, 'item', ?, ?, 'partly_used', 19900, ?, 1, ?, ?, ?, ?)`,
      )
      .run(
        `O20261127${stamp}${String(n).padStart(4, '0')}`,
        storeId,
        account,
        phone,
        course.name,
        now,
        now,
        now,
        now,
      ).lastInsertRowid,
  );
  const item = Number(
    db
      .prepare(
        `insert into order_items (order_id, store_id, line, item_type, item_id, name, unit_price_fen, quantity,
           amount_fen, uses_per_unit, snapshot, created_at)
         values (?, ?, 1, 'listing', ?, ?, 19900, 1, 19900, 10, '{}', ?)`,
      )
      .run(order, storeId, course.id, course.name, now).lastInsertRowid,
  );
  db.prepare(
    `insert into vouchers (code, store_id, order_id, order_item_id, member_id, uses_total, uses_left, valid_from,
       valid_to, status, created_at, updated_at) values (?, ?, ?, ?, 0, 10, 9, ?, ?, 'active', ?, ?)`,
  ).run(`9${stamp}${String(n).padStart(5, '0')}`, storeId, order, item, now, now, now, now);
  const video = Number(
    db
      .prepare(
        `insert into uploaded_files (store_id, account_id, key, file_name, size, content_type, purpose, created_at)
         values (null, ?, ?, 'review.mp4', 1000, 'video/mp4', 'video', ?)`,
      )
      .run(account, `accounts/${account}/2026/11/${stamp}${String(n).padStart(10, '0')}-review.mp4`, now)
      .lastInsertRowid,
  );
  return { token, order, video };
};

beforeAll(async () => {
  browser = await launchBrowser();
  const db = new Database(path.join(dataDir(), 'console.sqlite'));
  const reviews: { token: string; body: object }[] = [];
  try {
    db.pragma('busy_timeout = 5000');
    const store = db.prepare('select id from stores where name = ?').get(DEMO.stores[0]) as { id: number };
    const texts = [REVIEW_TEXT, `课程安排合理，下次还来${stamp}`, `更衣室有点挤${stamp}`];
    texts.forEach((text, i) => {
      const { token, order } = usedOrderOf(db, store.id, i + 1);
      reviews.push({ token, body: { order_id: order, stars: 5 - i * 2, text } });
    });
    const { token, order, video } = usedOrderOf(db, store.id, 9);
    reviews.push({
      token,
      body: { order_id: order, stars: 4, text: `动作示范视频${stamp}`, video_id: video },
    });
  } finally {
    db.close();
  }
  for (const { token, body } of reviews) {
    const answer = await api('POST', '/app/review', { token, body });
    if (answer.code !== 0) throw new Error(`review: ${answer.code} ${answer.message}`);
  }
});
afterAll(async () => browser?.close());

const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await screenshot(page, name);
  fs.mkdirSync(docsDir, { recursive: true });
  fs.copyFileSync(path.join(screensDir, `${name}.png`), path.join(docsDir, `${name}.png`));
};

describe('reviews', () => {
  it('the merchant replies to a review and sees the 24-hour edit rule', async () => {
    const { context, page } = await signedInContext(browser);
    try {
      await page.goto('/orderevaluate');
      const main = page.getByRole('main');
      const row = main.getByRole('row').filter({ hasText: REVIEW_TEXT });
      await row.waitFor();
      await row.getByRole('button', { name: /^Reply: / }).click();
      const dialog = page.getByRole('dialog', { name: 'Reply to the review' });
      await expect(
        dialog
          .getByText('The reply can be edited within 24 hours of the first reply', { exact: false })
          .isVisible(),
      ).resolves.toBe(true);
      await dialog.getByLabel('Reply', { exact: true }).fill('感谢您的认可，期待再次光临');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await main.getByText('Store reply: 感谢您的认可，期待再次光临').waitFor();
      await row.getByRole('button', { name: /^Edit reply: / }).click();
      const edit = page.getByRole('dialog', { name: 'Edit the reply' });
      await edit.getByText('The reply can be edited until', { exact: false }).waitFor();
      await edit.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await context.close();
    }
  });

  for (const language of ['zh', 'en'] as Language[])
    for (const width of [1280, 800])
      it(`screenshots in ${language} at ${width} px`, async () => {
        const { context, page } = await signedInContext(browser, { language, width });
        try {
          for (const screen of ['orderevaluate', 'videoevaluate']) {
            await page.goto(`/${screen}`);
            await page.getByRole('main').getByText(stamp, { exact: false }).first().waitFor();
            await shoot(page, `${screen}-list-${language}-${width}`);
          }
        } finally {
          await context.close();
        }
      });
});

/**
 * Voucher redemption (/verify, 核销): as the demo merchant, the front desk types a voucher code
 * (as a scanner would: the digits and Enter), sees the preview, redeems two uses, sees the
 * redemption in the history with its undo countdown and undoes it from the keyboard; then the
 * screenshots verify-{zh,en}-{1280,800}.png, copied to docs/screenshots/.
 *
 * TEMPORARY (until the orders feature is merged): the paid order, its item and its voucher are
 * written straight into the server's SQLite file, as timetable.e2e.ts writes its listings; at
 * the merge the voucher comes from the real buy-and-pay flow.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, dataDir, type Language, signedInContext } from '../support/app';
import { launchBrowser, screenshot } from '../support/browser';

const screensDir = path.resolve(import.meta.dirname, '../artifacts/screens');
const docsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString().slice(-6);
const ITEM = `Pilates e2e${run}`;
const MEMBER = `王小e2e${run}`;
let serial = 10;

/** A paid order of a 10-use listing in the demo's first store, with one voucher; answers its code. */
const seedVoucher = (uses = 10): string => {
  const db = new Database(path.join(dataDir(), 'console.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const store = db.prepare('select id from stores where name = ?').get(DEMO.stores[0]) as { id: number };
    const now = new Date().toISOString();
    const member = Number(
      db
        .prepare(
          `insert into members (store_id, full_name, phone, created_at, updated_at) values (?, ?, ?, ?, ?)`,
        )
        .run(store.id, MEMBER, `136${run}${serial++}`, now, now).lastInsertRowid,
    );
    const order = Number(
      db
        .prepare(
          `insert into orders (order_no, store_id, kind, buyer_account_id, buyer_phone, member_id, status,
             total_fen, paid_fen, title, item_count, pay_deadline_at, paid_at, created_at, updated_at)
           values (?, ?, 'item', 0, '13600000000', ?, 'paid', 19900, 19900, ?, 1, ?, ?, ?, ?)`,
        )
        .run(`OE2E${run}${randomInt(1000, 9999)}`, store.id, member, ITEM, now, now, now, now)
        .lastInsertRowid,
    );
    const item = Number(
      db
        .prepare(
          `insert into order_items (order_id, store_id, line, item_type, item_id, name, unit_price_fen, quantity,
             amount_fen, uses_per_unit, validity_days, snapshot, created_at)
           values (?, ?, 1, 'listing', 1, ?, 19900, 1, 19900, ?, 30, '{}', ?)`,
        )
        .run(order, store.id, ITEM, uses, now).lastInsertRowid,
    );
    const code = String(randomInt(10 ** 11, 10 ** 12));
    db.prepare(
      `insert into vouchers (code, store_id, order_id, order_item_id, member_id, uses_total, uses_left,
         valid_from, valid_to, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?)`,
    ).run(
      code,
      store.id,
      order,
      item,
      member,
      uses,
      uses,
      new Date(Date.now() - 86_400_000).toISOString(),
      new Date(Date.now() + 30 * 86_400_000).toISOString(),
      now,
      now,
    );
    return code;
  } finally {
    db.close();
  }
};

const main = (page: Page) => page.getByRole('main');

const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(500);
  await screenshot(page, name);
  fs.mkdirSync(docsDir, { recursive: true });
  fs.copyFileSync(path.join(screensDir, `${name}.png`), path.join(docsDir, `${name}.png`));
};

describe('voucher redemption', () => {
  it('previews and redeems a code, shows the countdown and undoes it', async () => {
    const code = seedVoucher();
    const { context, page } = await signedInContext(browser);
    await page.goto('/verify');
    const field = main(page).locator('#verify-code');
    await field.waitFor();
    // A scanner types into the focused field and presses Enter.
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    const card = main(page).getByLabel('Voucher', { exact: true });
    await card.getByText('10 of 10 left').waitFor();
    await card.getByText(MEMBER).waitFor();
    await card.getByLabel('Uses to redeem').fill('2');
    await card.getByRole('button', { name: 'Redeem 2' }).click();
    await page.getByText('Redeemed 2; 8 left').waitFor();
    await card.getByText('8 of 10 left').waitFor();

    const row = main(page).getByRole('table').locator('tbody').getByRole('row').filter({ hasText: code });
    await row.getByText('Undoable').waitFor();
    const timer = row.getByRole('timer');
    await expect.poll(async () => (await timer.textContent()) ?? '').toMatch(/^Undo within (59|60):\d\d$/);
    const first = await timer.textContent();
    await expect.poll(async () => timer.textContent(), { timeout: 4000 }).not.toBe(first);

    // Undo from the keyboard: focus the row's Undo button, Enter, then confirm.
    const undo = row.getByRole('button', { name: new RegExp(`^Undo: ${code}`) });
    await undo.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Undo this redemption and give the uses back?').waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undone: 2 uses given back').waitFor();
    await row.getByText('Undone').waitFor();
    await undo.waitFor({ state: 'detached' });
    await context.close();
  });

  for (const language of ['zh', 'en'] as Language[])
    for (const width of [1280, 800])
      it(`screenshot of /verify in ${language} at ${width}px`, async () => {
        const code = seedVoucher(5);
        const { context, page } = await signedInContext(browser, { language, width });
        await page.goto('/verify');
        const field = main(page).locator('#verify-code');
        await field.waitFor();
        await field.fill(code);
        await page.keyboard.press('Enter');
        await main(page).locator('#verify-times').waitFor();
        await main(page).getByRole('table').locator('tbody').getByRole('row').first().waitFor();
        await shoot(page, `verify-${language}-${width}`);
        await context.close();
      });
});

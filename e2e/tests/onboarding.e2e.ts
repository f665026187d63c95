/**
 * A new merchant from nothing to an approved store, in Chinese and in English: registers with
 * a fresh phone (code from the SMS outbox), claims a store (zh: from the list; en: a store
 * that is not listed, added first), submits the qualifications with photos uploaded through
 * the upload component, sees "pending", is approved by the platform's command-line review,
 * and finds the store in the top bar's store switcher. Screenshots of every step land in
 * e2e/artifacts/screens/onboarding-<lang>-*.png.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseFromAccountMenu, dataDir, openContext } from '../support/app';
import { openBrowser, screenshot } from '../support/browser';
import { latestSmsCode } from '../support/outbox';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// ---- helpers ----------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real 16×16 PNG of one colour: each photo a different file. */
const solidPng = (r: number, g: number, b: number): Buffer => {
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** An 11-digit phone nobody has: 17 + the last 9 digits of the clock, apart per language. */
const freshPhone = (offset: number) => `17${String(Date.now() + offset * 7919).slice(-9)}`;

/** The newest code sent to `phone` (the outbox is written as the code goes out). */
const codeFor = async (phone: string): Promise<string> => {
  let code = '';
  await expect
    .poll(() => {
      try {
        code = latestSmsCode(dataDir(), phone);
      } catch {
        code = '';
      }
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
};

/** The platform approves the claim at the command line, on the server's own database. */
const approveClaim = async (claimId: string) => {
  const { stdout } = await run(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['apps/server/src/cli/platform.ts', 'claims', 'approve', claimId],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '' } },
  );
  return stdout;
};

const VALID_LICENCE = '91350100M000100Y43';
const VALID_ID_CARD = '11010519491231002X';

interface Texts {
  register: string;
  phone: string;
  code: string;
  password: string;
  confirm: string;
  name: string;
  sendCode: string;
  submitRegister: string;
  city: string;
  search: string;
  claimStore: (name: string) => string;
  notListed: string;
  storeName: string;
  address: string;
  storePhone: string;
  addAndClaim: string;
  licence_code: string;
  legal_name: string;
  idCard: string;
  contact_phone: string;
  submitQualifications: string;
  phoneRule: string;
  photoRequired: string;
  licenceRule: string;
  idCardRule: string;
  pending: string;
  approved: string;
  operationLog: string;
  refresh: string;
  toConsole: string;
  storeLabel: string;
  accountMenu: string;
  qualificationsEntry: string;
  stateTitle: string;
  phoneTaken: string;
  signInLink: string;
  resetLink: string;
}

const zh: Texts = {
  register: '注册账号',
  phone: '手机号',
  code: '验证码',
  password: '密码',
  confirm: '确认密码',
  name: '姓名',
  sendCode: '获取验证码',
  submitRegister: '注册并继续',
  city: '城市',
  search: '搜索',
  claimStore: (name) => `认领 ${name}`,
  notListed: '列表中没有我的门店',
  storeName: '门店名称',
  address: '地址',
  storePhone: '门店电话',
  addAndClaim: '新增并认领',
  licence_code: '统一社会信用代码',
  legal_name: '法定代表人姓名',
  idCard: '身份证号',
  contact_phone: '联系电话',
  submitQualifications: '提交审核',
  // The spec's messages, word for word (§5).
  phoneRule: '请输入11位手机号',
  photoRequired: '请上传照片',
  licenceRule: '请输入正确的18位营业执照信用代码',
  idCardRule: '请输入正确的身份证号',
  pending: '待审核',
  approved: '已通过',
  operationLog: '操作日志',
  refresh: '刷新',
  toConsole: '进入管理后台',
  storeLabel: '门店',
  accountMenu: '账户菜单',
  qualificationsEntry: '门店资质',
  stateTitle: '认领状态',
  phoneTaken: '该手机号已注册，请直接登录或找回密码',
  signInLink: '用该手机号登录',
  resetLink: '找回密码',
};

const en: Texts = {
  register: 'Register',
  phone: 'Phone number',
  code: 'Verification code',
  password: 'Password',
  confirm: 'Repeat the password',
  name: 'Your name',
  sendCode: 'Send code',
  submitRegister: 'Register and continue',
  city: 'City',
  search: 'Search',
  claimStore: (name) => `Claim ${name}`,
  notListed: 'My store is not listed',
  storeName: 'Store name',
  address: 'Address',
  storePhone: 'Store phone',
  addAndClaim: 'Add and claim',
  licence_code: 'Unified social credit code',
  legal_name: 'Name of the legal representative',
  idCard: 'Identity card number',
  contact_phone: 'Contact phone',
  submitQualifications: 'Submit for review',
  phoneRule: 'Please enter an 11-digit phone number',
  photoRequired: 'Please upload the photo',
  licenceRule: 'Please enter the 18-character unified social credit code of the business licence',
  idCardRule: 'Please enter a valid resident identity card number',
  pending: 'Pending review',
  approved: 'Approved',
  operationLog: 'Operation log',
  refresh: 'Refresh',
  toConsole: 'Go to the console',
  storeLabel: 'Store',
  accountMenu: 'Account menu',
  qualificationsEntry: 'Store qualifications',
  stateTitle: 'Claim status',
  phoneTaken: 'This phone number is already registered: sign in or reset your password',
  signInLink: 'Sign in with this phone',
  resetLink: 'Reset the password',
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Step 1 with a phone that may already be taken; returns after the server answered. */
const fillRegistration = async (page: Page, t: Texts, phone: string, name: string) => {
  await field(page, t.phone).fill(phone);
  await page.getByRole('button', { name: t.sendCode }).click();
  await field(page, t.code).fill(await codeFor(phone));
  await field(page, t.password).fill('Onboard2026');
  await field(page, t.confirm).fill('Onboard2026');
  await field(page, t.name).fill(name);
};

/** Step 3: the form's own rules first, then valid values and three uploaded photos. */
const submitQualifications = async (page: Page, t: Texts, shot: (name: string) => Promise<void>) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await field(page, t.licence_code).fill('91350100M000100Y44');
  await field(page, t.idCard).fill('110105194912310021');
  await field(page, t.contact_phone).fill('1391234567');
  await page.getByRole('button', { name: t.submitQualifications }).click();
  for (const message of [t.licenceRule, t.idCardRule, t.phoneRule, t.photoRequired]) {
    await page.getByText(message, { exact: true }).first().waitFor();
  }
  await shot('04-qualification-rules');

  // Lower case is accepted and upper-cased, as the server does.
  await field(page, t.licence_code).fill(VALID_LICENCE.toLowerCase());
  await field(page, t.idCard).fill(VALID_ID_CARD.toLowerCase());
  await field(page, t.legal_name).fill('王小明');
  await field(page, t.contact_phone).fill('13912345678');
  const photos = [
    ['licence_photo_id', 'licence.png', solidPng(200, 40, 40)],
    ['id_card_front_id', 'id-front.png', solidPng(40, 160, 60)],
    ['id_card_back_id', 'id-back.png', solidPng(40, 60, 200)],
  ] as const;
  for (const [name, fileName, buffer] of photos) {
    const photo = page.locator(`[data-photo-field="${name}"]`);
    await photo.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer });
    // The preview appears once the server recorded the upload and the field holds its id.
    await photo.locator('[data-photo-id]').getByRole('img', { name: fileName }).waitFor({ timeout: 20_000 });
  }
  // Each photo field took its file id: their "please upload" messages are gone.
  await expect.poll(() => page.getByText(t.photoRequired, { exact: true }).count()).toBe(0);
  expect(await field(page, t.licence_code).inputValue()).toBe(VALID_LICENCE);
  await shot('05-qualification-filled');
  await page.getByRole('button', { name: t.submitQualifications }).click();
  await page.waitForURL('**/steps/state');
  await page.setViewportSize({ width: 1280, height: 800 });
};

/** /steps/state: pending, then approved by the platform, then into the console with the store. */
const pendingApprovedConsole = async (
  page: Page,
  t: Texts,
  storeName: string,
  shot: (name: string) => Promise<void>,
) => {
  const card = page.locator('[data-claim-id]').filter({ hasText: storeName });
  await card.getByText(t.pending, { exact: true }).waitFor();
  await shot('06-pending');

  const claim_id = await card.getAttribute('data-claim-id');
  expect(claim_id).toMatch(/^\d+$/);
  await approveClaim(claim_id as string);
  await page.getByRole('button', { name: t.refresh }).click();
  await card.getByText(t.approved, { exact: true }).waitFor();
  await shot('07-approved');
  // The claim's operation log: created pending, then approved by the platform.
  await card.getByRole('button', { name: t.operationLog }).click();
  await card.getByText(`${t.pending} → ${t.approved}`, { exact: true }).waitFor();

  await card.getByRole('button', { name: t.toConsole }).click();
  await page.waitForURL('**/dashboard');
  // The content shows once the server agreed on the selected store (the top bar told it).
  await page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor({ timeout: 15_000 });
  const switcher = page.getByRole('button', { name: `${t.storeLabel}: ${storeName}` });
  await switcher.waitFor({ timeout: 15_000 });
  await switcher.click();
  await page.getByRole('menuitem', { name: storeName }).waitFor();
  await page.waitForTimeout(400); // the drop-down's opening animation, for the screenshot
  await shot('08-store-switcher');
  await page.keyboard.press('Escape');

  // The user dropdown now offers the store qualifications (/state), outside the layout.
  await chooseFromAccountMenu(page, t.accountMenu, t.qualificationsEntry, (url) => url.pathname === '/state');
  await page.getByRole('heading', { name: t.stateTitle }).waitFor();
  await page
    .locator('[data-claim-id]')
    .filter({ hasText: storeName })
    .getByText(t.approved, { exact: true })
    .waitFor();
  await shot('09-state');
};

// ---- the journeys -----------------------------------------------------------------------------

describe('a new merchant from nothing to an approved store', () => {
  it('zh: registers, claims a listed store, submits qualifications, is approved', {
    timeout: 150_000,
  }, async () => {
    const t = zh;
    const shot = (name: string) => screenshot(page, `onboarding-zh-${name}`);
    const context = await openContext(browser, { language: 'zh' });
    const page = await context.newPage();

    // The login page links to the wizard.
    await page.goto('/login');
    await page.getByRole('link', { name: t.register }).click();
    await page.waitForURL('**/steps');
    await page.getByRole('button', { name: t.submitRegister }).waitFor();
    await page.getByRole('button', { name: t.submitRegister }).click();
    await page.getByText(t.phoneRule, { exact: true }).waitFor();
    await shot('01-register');

    const phone = freshPhone(1);
    await fillRegistration(page, t, phone, '张店长');
    await shot('02-register-filled');
    await page.getByRole('button', { name: t.submitRegister }).click();
    await page.waitForURL(/\/steps\?index=1$/);

    // Step 2: search the list by city, claim a store.
    const storeName = '浪花游泳培训·徐汇店';
    await field(page, t.city).fill('上海');
    await page.getByRole('button', { name: t.search }).click();
    const claim = page.getByRole('button', { name: t.claimStore(storeName) });
    await claim.waitFor();
    await shot('03-claim');
    await claim.click();
    await page.waitForURL(/\/steps\?index=2&/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('merName')).toBe(storeName);
    expect(query.get('merId')).toMatch(/^\d+$/);
    await page.getByText(storeName, { exact: true }).first().waitFor();

    await submitQualifications(page, t, shot);
    await pendingApprovedConsole(page, t, storeName, shot);
    await context.close();
  });

  it('en: a taken phone is told to sign in; registers, adds an unlisted store, is approved', {
    timeout: 150_000,
  }, async () => {
    const t = en;
    const shot = (name: string) => screenshot(page, `onboarding-en-${name}`);
    const context = await openContext(browser, { language: 'en' });
    const page = await context.newPage();

    await page.goto('/steps?index=0');
    // The seeded new merchant's phone is registered: a clear message with sign-in and reset.
    await fillRegistration(page, t, '13900139000', 'Someone');
    await page.getByRole('button', { name: t.submitRegister }).click();
    await page.getByText(t.phoneTaken, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: t.signInLink }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: t.resetLink }).getAttribute('href')).toBe('/forget');
    await shot('01-phone-taken');

    // A fresh form (the send button counts down for 60 s after a code went out).
    await page.reload();
    const phone = freshPhone(2);
    await fillRegistration(page, t, phone, 'Alex Chen');
    await shot('02-register-filled');
    await page.getByRole('button', { name: t.submitRegister }).click();
    await page.waitForURL(/\/steps\?index=1$/);
    await page.getByRole('link', { name: t.notListed }).waitFor();
    await shot('03-claim');

    // Not listed: add it (it is claimed at once) and go on to its qualifications.
    await page.getByRole('link', { name: t.notListed }).click();
    await page.waitForURL('**/steps/create');
    // The URL changes before the claim step (which has a "Store name" search field of its own)
    // has made way: fill the form only once the create step is on show.
    await page.getByRole('button', { name: t.addAndClaim }).waitFor();
    const storeName = `Peak Fitness ${phone.slice(-4)}`;
    await field(page, t.storeName).fill(storeName);
    await field(page, t.city).fill('Hangzhou');
    await field(page, t.address).fill('88 Wensan Road, Xihu District');
    await field(page, t.storePhone).fill('0571-88886666');
    await shot('03b-create-store');
    await page.getByRole('button', { name: t.addAndClaim }).click();
    await page.waitForURL(/\/steps\?index=2&/);
    expect(new URL(page.url()).searchParams.get('merName')).toBe(storeName);

    await submitQualifications(page, t, shot);
    await pendingApprovedConsole(page, t, storeName, shot);
    await context.close();
  });
});

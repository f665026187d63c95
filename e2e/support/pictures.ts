/**
 * Helpers of the browser tests that handle pictures: images drawn by the browser, waiting until
 * a screen has painted its images, and dragging with the mouse the way dnd-kit needs.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A PNG drawn by the browser: a coloured card with a big label, so the pictures differ. */
export const drawnPng = async (page: Page, label: string, color: string): Promise<Buffer> => {
  const dataUrl = await page.evaluate(
    ([text, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 320;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = fill as string;
      g.fillRect(0, 0, 480, 320);
      g.fillStyle = '#ffffff';
      g.font = 'bold 72px sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(text as string, 240, 160);
      return canvas.toDataURL('image/png');
    },
    [label, color],
  );
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
};

/** Waits until images and fonts on show have loaded and two frames were painted. */
export const settle = async (page: Page) => {
  await expect
    .poll(() => page.locator('.ant-skeleton, .ant-spin-spinning').filter({ visible: true }).count())
    .toBe(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((img) => !img.complete)
        .map((img) => new Promise((done) => img.addEventListener('load', done, { once: true }))),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
};

/** Drags `from` onto `to` with the mouse, in small steps (dnd-kit starts after 4 px). */
export const drag = async (page: Page, from: Locator, to: Locator) => {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('nothing to drag');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.waitForTimeout(200);
  await page.mouse.up();
};

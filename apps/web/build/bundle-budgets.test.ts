import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, KiB, sentBytes } from './bundle-budgets';

const src = path.resolve(import.meta.dirname, '../src');

const chunk = (fileName: string, fields: Partial<OutputChunk>): OutputChunk =>
  ({
    type: 'chunk',
    fileName,
    name: fileName,
    imports: [],
    dynamicImports: [],
    isEntry: false,
    ...fields,
  }) as OutputChunk;

/**
 * A bundle shaped like the console's: the entry, what it imports on start (main.tsx), the
 * first-screen groups that the start's router loads, texts, lazy pages.
 */
const bundleOf = (sizes: Record<string, number>) => {
  const chunks = [
    chunk('index.js', { isEntry: true, imports: ['boot.js'], dynamicImports: ['start.js'] }),
    chunk('boot.js', { name: 'boot' }),
    chunk('start.js', {
      name: 'start',
      imports: ['react-vendor.js', 'login-console.js'],
      dynamicImports: ['login.js', 'console.js'],
    }),
    chunk('react-vendor.js', { name: 'react-vendor' }),
    chunk('login.js', { name: 'login', imports: ['login-console.js'] }),
    chunk('login-console.js', { name: 'login-console' }),
    chunk('console.js', { name: 'console', imports: ['signed-out-console.js'] }),
    chunk('signed-out-console.js', { name: 'signed-out-console' }),
    chunk('locale-en.js', { name: 'locale-en' }),
    chunk('locale-zh.js', { name: 'locale-zh' }),
    chunk('locale-console-en.js', { name: 'locale-console-en' }),
    chunk('OrdersPage.js', {
      facadeModuleId: path.join(src, 'features/orders/pages/OrdersPage.tsx'),
      imports: ['table.js'],
    }),
    chunk('table.js', { name: 'table' }),
  ];
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c])) as OutputBundle;
  return checkBudgets(bundle, (file) => sizes[file] ?? 1 * KiB, src);
};

describe('the bundle budgets', () => {
  it('counts each first screen as the browser loads it: the entry and its start, its groups, the English texts', () => {
    const report = bundleOf({});
    expect(report.login.files.map((f) => f.file).sort()).toEqual(
      [
        'boot.js',
        'index.js',
        'locale-en.js',
        'login-console.js',
        'login.js',
        'react-vendor.js',
        'start.js',
      ].sort(),
    );
    expect(report.dashboard.files.map((f) => f.file).sort()).toEqual(
      [
        'boot.js',
        'console.js',
        'index.js',
        'locale-console-en.js',
        'locale-en.js',
        'login-console.js',
        'react-vendor.js',
        'signed-out-console.js',
        'start.js',
      ].sort(),
    );
    expect(report.screens).toEqual([
      { file: 'OrdersPage.js', module: 'features/orders/pages/OrdersPage.tsx', bytes: KiB },
    ]);
    expect(report.failures).toEqual([]);
  });

  it('fails a build over a budget, naming the screen, the chunk and its size', () => {
    const report = bundleOf({
      'boot.js': 150 * KiB,
      'react-vendor.js': 60 * KiB,
      'console.js': 150 * KiB,
      'OrdersPage.js': 61 * KiB,
    });
    expect(report.failures).toEqual([
      '/login first-load JS is 215.0 KiB gzip, over its 200.0 KiB budget; largest chunks: boot.js 150.0 KiB, react-vendor.js 60.0 KiB, index.js 1.0 KiB, locale-en.js 1.0 KiB',
      '/dashboard first-load JS is 366.0 KiB gzip, over its 350.0 KiB budget; largest chunks: boot.js 150.0 KiB, console.js 150.0 KiB, react-vendor.js 60.0 KiB, index.js 1.0 KiB',
      'screen chunk OrdersPage.js (features/orders/pages/OrdersPage.tsx) is 61.0 KiB gzip, over its 60.0 KiB budget',
    ]);
    // Exactly at the budget is within it.
    expect(bundleOf({ 'OrdersPage.js': BUDGETS.screen }).failures).toEqual([]);
  });

  it('counts the bytes the server sends: gzip level 9, a file under 1 KiB as it is', () => {
    expect(sentBytes('x'.repeat(1000))).toBe(1000);
    expect(sentBytes('x'.repeat(5000))).toBeLessThan(100);
  });
});

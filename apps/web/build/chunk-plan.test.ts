import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkNamer, planFromBundle } from './chunk-plan';

const src = path.resolve(import.meta.dirname, '../src');
const at = (file: string) => path.join(src, file);

const chunk = (fileName: string, fields: Partial<OutputChunk>): OutputChunk =>
  ({
    type: 'chunk',
    fileName,
    name: fileName,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    isEntry: false,
    ...fields,
  }) as OutputChunk;

/** A bundle shaped like the automatic chunking of the console: entry, pages, shared chunks. */
const bundle = (): OutputBundle => {
  const chunks = [
    chunk('index.js', {
      isEntry: true,
      facadeModuleId: at('main.tsx'),
      moduleIds: [at('main.tsx')],
      imports: ['react.js'],
      // The shell's own on-demand import of a library (antd's message for the fallback toast).
      dynamicImports: ['message.js'],
    }),
    chunk('message.js', { moduleIds: ['node_modules/antd/message'], imports: ['notice.js'] }),
    chunk('notice.js', { moduleIds: ['antd/notice'], imports: ['react.js'] }),
    chunk('react.js', { moduleIds: ['react', 'react-dom'] }),
    chunk('input.js', { moduleIds: ['antd/input'], imports: ['react.js'] }),
    chunk('table.js', { moduleIds: ['antd/table'], imports: ['react.js'] }),
    chunk('menu.js', { moduleIds: ['antd/menu'], imports: ['react.js'] }),
    chunk('login.js', {
      facadeModuleId: at('features/user/pages/LoginPage.tsx'),
      moduleIds: [at('features/user/pages/LoginPage.tsx')],
      imports: ['input.js', 'react.js'],
    }),
    chunk('layout.js', {
      facadeModuleId: at('app/layout/MainLayout.tsx'),
      moduleIds: [at('app/layout/MainLayout.tsx')],
      imports: ['menu.js', 'input.js', 'tooltip.js', 'notice.js'],
    }),
    chunk('providers.js', {
      facadeModuleId: at('app/app-providers.tsx'),
      moduleIds: [at('app/app-providers.tsx')],
      imports: ['query.js'],
    }),
    chunk('antd-locale.js', {
      facadeModuleId: at('app/antd-locale.ts'),
      moduleIds: [at('app/antd-locale.ts')],
    }),
    chunk('dashboard.js', {
      facadeModuleId: at('features/dashboard/pages/DashboardPage.tsx'),
      moduleIds: [at('features/dashboard/pages/DashboardPage.tsx')],
    }),
    chunk('query.js', { moduleIds: ['@tanstack/query-core'] }),
    chunk('forget.js', {
      facadeModuleId: at('features/user/pages/ForgetPage.tsx'),
      moduleIds: [at('features/user/pages/ForgetPage.tsx')],
      imports: ['tooltip.js'],
    }),
    chunk('tooltip.js', { moduleIds: ['antd/tooltip'], imports: ['react.js'] }),
    chunk('orders.js', {
      facadeModuleId: at('features/orders/pages/OrdersPage.tsx'),
      moduleIds: [at('features/orders/pages/OrdersPage.tsx')],
      imports: ['table.js'],
    }),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
};

describe('the first-load chunk plan', () => {
  it('records what each first screen loads beyond the entry, from the chunk graph', () => {
    const plan = planFromBundle(bundle());
    expect(plan.boot.sort()).toEqual([at('main.tsx'), 'react', 'react-dom'].sort());
    expect(plan.login.sort()).toEqual([at('features/user/pages/LoginPage.tsx'), 'antd/input'].sort());
    expect(plan.console).toContain('antd/menu');
    expect(plan.console).toContain('antd/input');
    expect(plan.console).toContain(at('features/dashboard/pages/DashboardPage.tsx'));
    // What the console's providers import (the query cache), found through the chunk graph.
    expect(plan.console).toContain('@tanstack/query-core');
    // Another page's modules stay out of both screens.
    expect([...plan.login, ...plan.console]).not.toContain('antd/table');
  });

  it('names the groups so that /login never loads a console-only module', () => {
    const name = chunkNamer(planFromBundle(bundle()));
    expect(name(at('main.tsx'))).toBeNull();
    expect(name('react')).toBe('boot');
    expect(name('antd/input')).toBe('login-console');
    expect(name(at('features/user/pages/LoginPage.tsx'))).toBe('login');
    expect(name('antd/menu')).toBe('console');
    // Shared by the console and another sign-in screen: apart, so /forget never loads console.
    expect(name('antd/tooltip')).toBe('signed-out-console');
    expect(name(at('features/user/pages/ForgetPage.tsx'))).toBeNull();
    // Likewise for what a signed-out screen can load on demand (the fallback toast).
    expect(name('antd/notice')).toBe('signed-out-console');
    expect(name('antd/table')).toBeNull();
  });

  it('fails the build when a first screen is no longer a lazy chunk', () => {
    const broken = bundle();
    delete broken['login.js'];
    expect(() => planFromBundle(broken)).toThrow(/LoginPage/);
  });
});

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { asciiStylesheets } from './build/ascii-stylesheets';
import { bundleBudgets } from './build/bundle-budgets';
import { chunkNamer, readChunkPlan, writeChunkPlan } from './build/chunk-plan';
import { localeChunkOf } from './build/first-screen-preloads';
import { firstScreenScript } from './build/first-screen-script';
import { validationTexts } from './build/validation-texts';

/** `npm run build` builds twice: first to plan the first-load chunks (build/chunk-plan.ts). */
const planning = process.env.CHUNK_PLAN === 'write';
const plan = planning ? undefined : readChunkPlan();

/**
 * React Router 7 exports only its development build (remix-run/react-router#12532): point
 * production builds at `dist/production` (same API, no dev warnings, smaller).
 */
const routerDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

const PURE_MODULES =
  /[\\/](packages[\\/]shared|node_modules[\\/]@rc-component|node_modules[\\/]@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors))[\\/]/;

/**
 * Size budgets (first-load JS, gzip): /login at most 200 KiB, /dashboard at most 350 KiB, each
 * screen's own chunk at most 60 KiB; the build fails over any of them (build/bundle-budgets.ts).
 * Every page and the layout are lazy routes; antd is tree-shaken per component (a manual
 * antd chunk would put every component on the login path); React, React DOM and the router
 * form one long-cached vendor chunk; each language's texts form one chunk.
 * What else keeps /login small lives in the code: app/providers.tsx, app/app-providers.tsx,
 * features/user/pages/LoginPage.tsx.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    validationTexts(),
    ...(isSsrBuild
      ? []
      : planning
        ? [writeChunkPlan()]
        : [firstScreenScript(), asciiStylesheets(), bundleBudgets()]),
  ],
  // The prerender (src/prerender) runs in Node from one self-contained bundle: antd's `es`
  // files use extensionless imports that Node's own loader would refuse.
  ssr: { noExternal: true },
  // The server bundle always carries React's and antd's production code: the class names and
  // markup it draws must be those of the browser's (production) bundle, whatever NODE_ENV the
  // server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  resolve: {
    alias: [
      // zod without its eval probe, which the console's CSP reports (src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: join(import.meta.dirname, 'src/lib/zod-jitless.ts') },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    // The planning build only looks at the bundle.
    write: !planning,
    rolldownOptions: {
      treeshake: {
        // These modules have no top-level side effects but do not say so in package.json, so
        // the bundler keeps every module they reach: packages/shared (its zod schemas look
        // like calls: zod would ride along with `isPhone`) and antd's rc-component and
        // ant-design helpers (antd's Input alone would pull the whole form engine and
        // validator onto /login). `undefined` keeps the default for everything else.
        moduleSideEffects: (id) => (PURE_MODULES.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // Two chunks per language (i18n/index.ts loads only the current language's):
              // the sign-in screens' texts, and the console's (first-screen-preloads.ts).
              debugName: 'locales',
              name: localeChunkOf,
              priority: 30,
            },
            {
              name: 'react-vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            ...(plan && !isSsrBuild
              ? [
                  {
                    debugName: 'first-load',
                    name: chunkNamer(plan),
                    priority: 10,
                    // The plan already names every module of these screens; pulling a
                    // module's imports into its group would move shared ones to the wrong
                    // group (a login-console module into console, and /login would load it).
                    includeDependenciesRecursively: false,
                  },
                ]
              : []),
          ],
        },
      },
    },
  },
}));

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Size budgets (first-load JS, gzip): /login at most 200 KiB, /dashboard at most 350 KiB.
 * Every page is a lazy route, antd is imported per component, and only React, React DOM and
 * the router are grouped into one long-cached vendor chunk: grouping antd as a whole would put
 * every component on the login path.
 */
export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      // packages/shared has no top-level side effects, but its zod schemas look like
      // function calls to the bundler; without this hint the login page would carry zod just
      // to get `isPhone` and the message table.
      treeshake: {
        // `undefined` keeps the default (package.json `sideEffects`) for everything else.
        moduleSideEffects: (id) => (/[\\/]packages[\\/]shared[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});

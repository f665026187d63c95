/**
 * `zod` as the console's modules (and @merchant/shared's schemas) get it in the web build: the
 * same zod, set `jitless` before any schema of the console parses (vite.config.ts aliases
 * `zod` here; the server keeps the plain package).
 *
 * zod compiles object parsers with `new Function` when it may. Under the console's CSP
 * (script-src without 'unsafe-eval', apps/server/src/plugins/console-headers.ts) it may not,
 * and zod's own probe for that is reported as a policy violation even though zod catches the
 * refusal: `jitless` skips the probe. Parsing is as correct without it, and fast enough for the
 * forms and answers of the console. Set here rather than in the entry (main.tsx, start.tsx) so that zod stays off the
 * first screens that do not use it (/login).
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';

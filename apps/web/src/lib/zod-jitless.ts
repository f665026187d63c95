/**
 * zod compiles object parsers with `new Function` when it may. Under the console's CSP
 * (script-src without 'unsafe-eval', apps/server/src/plugins/console-headers.ts) it may not,
 * and zod's own probe for that is reported as a policy violation even though zod catches the
 * refusal: `jitless` skips the probe. Parsing is as correct without it, and fast enough for
 * forms and answers of the console's size. Imported first by main.tsx.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

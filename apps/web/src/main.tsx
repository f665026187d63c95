/**
 * The console's entry. It imports the console in steps, each in a task of its own, instead of
 * importing it statically: a static import graph is evaluated by the browser in one task (the
 * modules' top-level code, ~25-60 ms on a fast machine), and a click on the sidebar that
 * index.html already shows (app/layout/sidebar-snapshot) waited behind it. In steps, the click
 * is answered between them: time-to-usable went from 259 to 215 ms warm, from 290 to 253 cold
 * (docs/performance.md, session 38). The libraries first (start-libraries.ts), then the
 * console's own start (start.tsx), which goes on in short tasks of its own. Every file both
 * steps need is preloaded by index.html's script (build/first-screen-preloads.ts), so no step
 * waits for the network.
 */
import { nextTask } from './lib/next-task';

const load = async () => {
  await import('./start-libraries');
  await nextTask();
  const { startConsole } = await import('./start');
  await nextTask();
  startConsole();
};
void load();

// Development with hot reload: the API under `tsx watch` on :8080 and Vite's dev server on
// :5173 (which proxies /api to the API). Stops both on Ctrl-C.
import { spawn } from 'node:child_process';

const run = (args) => spawn('npm', args, { stdio: 'inherit', env: process.env });
const children = [run(['run', 'dev', '-w', '@merchant/server']), run(['run', 'dev', '-w', '@merchant/web'])];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());

import type { TestApp } from '../test/test-app';
import { runPlatformCli } from './platform';

/** The environment that points the command-line tool at the test app's database. */
export const cliEnvOf = (t: TestApp): NodeJS.ProcessEnv => {
  const { config } = t.app.deps;
  return {
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.database.kind === 'postgres' ? config.database.url : config.database.file,
    LANG: 'en_US.UTF-8',
  };
};

/** Runs `npm run platform -- <args>` in-process against the test app; answers its exit code and output. */
export const runCliOn = async (t: TestApp, args: string[], extraEnv: NodeJS.ProcessEnv = {}) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPlatformCli(args, {
    env: { ...cliEnvOf(t), ...extraEnv },
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

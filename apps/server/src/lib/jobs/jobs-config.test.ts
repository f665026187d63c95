import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('JOBS and JOB_PERIOD_MS', () => {
  it('runs jobs by default, not under NODE_ENV=test, never with JOBS=off', () => {
    expect(loadConfig({}).jobs).toEqual({ enabled: true, periodOverrideMs: undefined });
    expect(loadConfig({ NODE_ENV: 'production' }).jobs.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jobs.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS: 'on' }).jobs.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JOBS: 'off' }).jobs.enabled).toBe(false);
  });

  it('reads a period override in ms; empty is unset; nonsense stops the start', () => {
    expect(loadConfig({ JOB_PERIOD_MS: '5000' }).jobs.periodOverrideMs).toBe(5000);
    expect(loadConfig({ JOB_PERIOD_MS: '' }).jobs.periodOverrideMs).toBeUndefined();
    for (const bad of ['5s', '0', '-1', '1.5'])
      expect(() => loadConfig({ JOB_PERIOD_MS: bad }), bad).toThrow();
    expect(() => loadConfig({ JOBS: 'maybe' })).toThrow();
  });
});

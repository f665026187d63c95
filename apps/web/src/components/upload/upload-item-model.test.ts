import { describe, expect, it } from 'vitest';
import type { UploadSnapshot } from '../../lib/uploader/upload-task';
import { actionsFor, progressStatusFor, statusLine } from './upload-item-model';

const t = (key: string, options?: Record<string, unknown>) =>
  options
    ? `${key}(${Object.entries(options)
        .map(([k, v]) => `${k}=${v}`)
        .join(',')})`
    : key;

const item = (patch: Partial<UploadSnapshot>): UploadSnapshot => ({
  id: '1',
  file: new File([], 'a.png'),
  fileName: 'a.png',
  size: 1000,
  contentType: 'image/png',
  state: 'uploading',
  progress: { loaded: 0, total: 1000, percent: 0, speed: 0 },
  resumedBytes: 0,
  ...patch,
});

describe('actionsFor', () => {
  it('offers pause and cancel while going, resume when paused, retry after an error', () => {
    expect(actionsFor('uploading')).toEqual(['pause', 'cancel']);
    expect(actionsFor('waiting')).toEqual(['pause', 'cancel']);
    expect(actionsFor('paused')).toEqual(['resume', 'cancel']);
    expect(actionsFor('error')).toEqual(['retry', 'cancel']);
    expect(actionsFor('reporting')).toEqual([]);
    expect(actionsFor('success')).toEqual(['remove']);
    expect(actionsFor('canceled')).toEqual(['remove']);
  });

  it('colours the bar by state', () => {
    expect(progressStatusFor('error')).toBe('exception');
    expect(progressStatusFor('success')).toBe('success');
    expect(progressStatusFor('uploading')).toBe('active');
    expect(progressStatusFor('paused')).toBe('normal');
  });
});

describe('statusLine', () => {
  it('shows speed and time left while uploading', () => {
    const line = statusLine(item({ progress: { loaded: 400, total: 1000, percent: 40, speed: 200 } }), t);
    expect(line).toBe('state.uploading · speed(speed=200 B) · remaining(time=0:03)');
  });

  it('mentions bytes kept from an earlier upload', () => {
    expect(statusLine(item({ state: 'paused', resumedBytes: 2048 }), t)).toBe(
      'state.paused · resumed(size=2 KB)',
    );
  });

  it('shows a translated error, falling back to the error text', () => {
    expect(
      statusLine(item({ state: 'error', error: { code: 'ETagNotExposed', message: 'get ETag error' } }), t),
    ).toBe('errors.ETagNotExposed(defaultValue=get ETag error)');
  });
});

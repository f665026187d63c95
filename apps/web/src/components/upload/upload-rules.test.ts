import { describe, expect, it } from 'vitest';
import {
  acceptFor,
  checkFile,
  extensionsFor,
  formatBytes,
  formatDuration,
  isImage,
  uploadTarget,
} from './upload-rules';

const MB = 1024 * 1024;

describe('checkFile', () => {
  it('accepts a file of an allowed purpose within its size', () => {
    expect(checkFile({ name: 'a.JPG', size: 10 }, ['image'])).toBeUndefined();
    expect(checkFile({ name: 'clip.mp4', size: 4 * 1024 * MB }, ['video'])).toBeUndefined();
  });

  it('refuses other types, empty files and files over the purpose limit', () => {
    expect(checkFile({ name: 'a.exe', size: 10 }, ['image', 'video', 'document'])).toEqual({
      reason: 'type',
    });
    expect(checkFile({ name: 'a.pdf', size: 10 }, ['image'])).toEqual({ reason: 'type' });
    expect(checkFile({ name: 'a.png', size: 0 }, ['image'])).toEqual({ reason: 'empty' });
    expect(checkFile({ name: 'a.png', size: 20 * MB + 1 }, ['image'])).toEqual({
      reason: 'tooLarge',
      maxSize: 20 * MB,
    });
    expect(checkFile({ name: 'a.pdf', size: 50 * MB }, ['document'])).toBeUndefined();
  });
});

describe('accept and hints', () => {
  it('lists extensions and content types', () => {
    expect(acceptFor(['document'])).toBe('.pdf,application/pdf');
    expect(extensionsFor(['image'])).toBe('JPG, JPEG, PNG, WEBP, GIF');
  });
});

describe('uploadTarget', () => {
  it('is the store and the purpose of the file', () => {
    expect(uploadTarget(12, 'a.mov')).toBe('store:12/video');
    expect(uploadTarget(12, 'a.png')).toBe('store:12/image');
    expect(uploadTarget(undefined, 'a.pdf')).toBe('store:none/document');
  });
});

describe('formatting', () => {
  it('writes sizes in binary units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * MB)).toBe('20 MB');
    expect(formatBytes(5 * 1024 * MB)).toBe('5 GB');
    expect(formatBytes(123.456 * MB)).toBe('123 MB');
  });

  it('writes durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('knows images by extension or type', () => {
    expect(isImage({ name: 'a.webp' })).toBe(true);
    expect(isImage({ name: 'a.bin', type: 'image/png' })).toBe(true);
    expect(isImage({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
  });
});

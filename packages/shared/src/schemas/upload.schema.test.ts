import { describe, expect, it } from 'vitest';
import { partSizeFor, purposeOfFileName } from './upload.schema';

const MB = 1024 * 1024;

describe('upload rules shared with the console', () => {
  it('picks spec §9 part sizes: 1 MB doubled until under 10000 parts, 5120 MB last', () => {
    expect(partSizeFor(20 * MB)).toBe(MB);
    expect(partSizeFor(9999 * MB)).toBe(MB);
    expect(partSizeFor(10000 * MB)).toBe(2 * MB);
    expect(partSizeFor(5 * 1024 * MB)).toBe(MB * 1);
    expect(partSizeFor(50 * 1024 * 1024 * MB)).toBe(5120 * MB);
    expect(partSizeFor(100 * MB, 64 * MB)).toBe(64 * MB);
  });

  it('maps extensions to purposes, case-insensitively', () => {
    expect(purposeOfFileName('A.JPEG')).toBe('image');
    expect(purposeOfFileName('clip.m4v')).toBe('video');
    expect(purposeOfFileName('menu.pdf')).toBe('document');
    expect(purposeOfFileName('notes.txt')).toBeNull();
  });
});

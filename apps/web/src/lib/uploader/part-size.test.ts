import { describe, expect, it } from 'vitest';
import { MB, PART_SIZE_STEPS_MB } from './constants';
import { UploadError } from './errors';
import { choosePartSize, chooseUploadMode, MAX_MULTIPART_SIZE, splitIntoParts } from './part-size';

describe('chooseUploadMode', () => {
  it('puts an empty file directly', () => {
    expect(chooseUploadMode(0)).toBe('empty');
  });

  it('uses one put below the 20 MB slice size and parts from it on', () => {
    expect(chooseUploadMode(1)).toBe('single');
    expect(chooseUploadMode(20 * MB - 1)).toBe('single');
    expect(chooseUploadMode(20 * MB)).toBe('multipart');
    expect(chooseUploadMode(20 * MB + 1)).toBe('multipart');
  });

  it('follows a configured slice size', () => {
    expect(chooseUploadMode(5, 5)).toBe('multipart');
    expect(chooseUploadMode(4, 5)).toBe('single');
  });
});

describe('choosePartSize', () => {
  it('starts at 1 MB', () => {
    expect(choosePartSize(20 * MB)).toBe(MB);
    expect(choosePartSize(1)).toBe(MB);
  });

  it('keeps a step while the file needs exactly 10,000 parts and takes the next one above', () => {
    let previous = 0;
    for (const stepMb of PART_SIZE_STEPS_MB) {
      const step = stepMb * MB;
      // Just above what the previous step could hold: this step is the first that fits.
      if (previous) expect(choosePartSize(previous * 10_000 + 1)).toBe(step);
      // Exactly 10,000 parts of this step: still this step.
      expect(choosePartSize(step * 10_000)).toBe(step);
      previous = step;
    }
  });

  it('walks the documented steps: 1, 2, 4, …, 1024, 2048, 4096, 5120 MB', () => {
    expect(PART_SIZE_STEPS_MB).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 5120]);
    // 4096 MB parts are not enough for 10,000 × 4096 MB + 1 byte: 5120 MB follows 4096 MB.
    expect(choosePartSize(4096 * MB * 10_000 + 1)).toBe(5120 * MB);
  });

  it('never goes below the configured chunk size', () => {
    expect(choosePartSize(30 * MB, 8 * MB)).toBe(8 * MB);
    expect(choosePartSize(30 * MB, 3 * MB)).toBe(4 * MB);
  });

  it('refuses a file that needs more than 10,000 parts of 5120 MB', () => {
    expect(choosePartSize(MAX_MULTIPART_SIZE)).toBe(5120 * MB);
    expect(() => choosePartSize(MAX_MULTIPART_SIZE + 1)).toThrow(UploadError);
  });
});

describe('splitIntoParts', () => {
  it('cuts whole parts and leaves the rest to the last one', () => {
    expect(splitIntoParts(10, 4)).toEqual([
      { partNumber: 1, start: 0, end: 4, size: 4 },
      { partNumber: 2, start: 4, end: 8, size: 4 },
      { partNumber: 3, start: 8, end: 10, size: 2 },
    ]);
  });

  it('has no short last part when the size divides evenly', () => {
    const parts = splitIntoParts(20 * MB, MB);
    expect(parts).toHaveLength(20);
    expect(parts.at(-1)).toEqual({ partNumber: 20, start: 19 * MB, end: 20 * MB, size: MB });
  });

  it('gives 10,000 parts at the edge', () => {
    expect(splitIntoParts(10_000 * MB, choosePartSize(10_000 * MB))).toHaveLength(10_000);
    expect(splitIntoParts(10_000 * MB + 1, choosePartSize(10_000 * MB + 1))).toHaveLength(5001);
  });
});

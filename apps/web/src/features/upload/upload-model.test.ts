import { describe, expect, it } from 'vitest';
import { isUrlFresh, previewKind } from './upload-model';

describe('files model', () => {
  it('knows how to preview each type', () => {
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('video/quicktime')).toBe('video');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('application/zip')).toBe('none');
  });

  it('treats a URL as fresh until 30 s before it expires', () => {
    expect(isUrlFresh(1000, 969_000)).toBe(true);
    expect(isUrlFresh(1000, 970_000)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { buildFilesQuery, isUrlFresh, pageAfterDelete, previewKind } from './upload-model';

describe('files model', () => {
  it('builds the list query with an optional purpose', () => {
    expect(buildFilesQuery(2, 20, 'all')).toEqual({ pageable: { number: 2, size: 20 }, restrictions: [] });
    expect(buildFilesQuery(1, 10, 'video')).toEqual({
      pageable: { number: 1, size: 10 },
      restrictions: [{ name: 'purpose', operator: '=', value: 'video' }],
    });
  });

  it('steps back a page when the last one empties', () => {
    expect(pageAfterDelete(3, 10, 21, 1)).toBe(2);
    expect(pageAfterDelete(3, 10, 22, 1)).toBe(3);
    expect(pageAfterDelete(1, 10, 1, 1)).toBe(1);
  });

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

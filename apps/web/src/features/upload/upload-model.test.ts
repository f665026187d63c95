import { describe, expect, it } from 'vitest';
import { isUrlFresh, legacyFilesQuery, previewKind } from './upload-model';

describe('files model', () => {
  it('sends the paging and a known purpose of the list query', () => {
    expect(legacyFilesQuery({ pageable: { number: 2, size: 20 }, restrictions: [] })).toEqual({
      number: 2,
      size: 20,
    });
    expect(
      legacyFilesQuery({
        pageable: { number: 1, size: 10 },
        restrictions: [{ name: 'purpose', operator: '=', value: 'video' }],
      }),
    ).toEqual({ number: 1, size: 10, purpose: 'video' });
    expect(
      legacyFilesQuery({
        pageable: { number: 1, size: 10 },
        restrictions: [{ name: 'purpose', operator: '=', value: 'x' }],
      }),
    ).toEqual({ number: 1, size: 10 });
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

import { describe, expect, it } from 'vitest';
import { sniffContentType, sniffedPurpose } from './content-sniff';
import { makeKey, ownerPrefix, parseKey, sanitiseFileName } from './upload-key';
import { checkDeclaredFile, formatLimit } from './upload-rules';

describe('upload keys', () => {
  it('sanitises names to a safe ASCII form, keeping the extension', () => {
    expect(sanitiseFileName('Foto de Año (1).JPG')).toBe('foto_de_a_o_1.jpg');
    expect(sanitiseFileName('门店封面.png')).toBe('file.png');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\me\\clip.final.MP4')).toBe('clip.final.mp4');
    expect(sanitiseFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(100);
  });

  it('makes keys under the store prefix that parseKey recognises', () => {
    const key = makeKey({ kind: 'store', id: 12 }, 'Cover.jpg', new Date('2026-03-05T10:00:00Z'));
    expect(key).toMatch(/^stores\/12\/2026\/03\/[0-9a-f]{16}-cover\.jpg$/);
    expect(parseKey(key)).toEqual({ owner: { kind: 'store', id: 12 }, name: 'cover.jpg' });
    expect(parseKey('stores/12/cover.jpg')).toBeNull();
    expect(parseKey(`${key}/../x`)).toBeNull();
  });

  it('makes keys under the account prefix for uploads without a store', () => {
    const key = makeKey({ kind: 'account', id: 7 }, 'ID front.PNG', new Date('2026-11-30T23:00:00Z'));
    expect(key).toMatch(/^accounts\/7\/2026\/11\/[0-9a-f]{16}-id_front\.png$/);
    expect(ownerPrefix({ kind: 'account', id: 7 })).toBe('accounts/7/');
    expect(parseKey(key)).toEqual({ owner: { kind: 'account', id: 7 }, name: 'id_front.png' });
    expect(parseKey(key.replace('accounts/', 'account/'))).toBeNull();
    expect(parseKey(key.replace('accounts/7/', 'users/7/'))).toBeNull();
  });
});

describe('upload rules', () => {
  it('derives the purpose from the extension and checks the declared size', () => {
    expect(checkDeclaredFile('a.WEBP', 10)).toBe('image');
    expect(checkDeclaredFile('a.mov', 5_368_709_120)).toBe('video');
    expect(checkDeclaredFile('a.pdf', 1)).toBe('document');
    expect(() => checkDeclaredFile('a.exe', 1)).toThrow('uploadTypeNotAllowed');
    expect(() => checkDeclaredFile('noextension', 1)).toThrow('uploadTypeNotAllowed');
    expect(() => checkDeclaredFile('a.gif', 0)).toThrow('uploadEmptyFile');
    expect(() => checkDeclaredFile('a.gif', 20 * 1024 * 1024 + 1)).toThrow('uploadTooLarge');
    expect([formatLimit(20 * 1024 * 1024), formatLimit(5_368_709_120)]).toEqual(['20 MB', '5 GB']);
  });

  it('recognises accepted kinds by their first bytes', () => {
    const ftyp = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`)]);
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(sniffContentType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffContentType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe('video/webm');
    expect(sniffContentType(ftyp('qt  '))).toBe('video/quicktime');
    expect(sniffContentType(ftyp('M4V '))).toBe('video/x-m4v');
    expect(sniffContentType(ftyp('isom'))).toBe('video/mp4');
    expect(sniffContentType(ftyp('heic'))).toBeNull();
    expect(sniffContentType(Buffer.from('MZ\x90\0'))).toBeNull();
    expect(sniffedPurpose('video/quicktime')).toBe('video');
    expect(sniffedPurpose(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createIdCardCodec, maskIdCard, normaliseIdCard } from './member-id-card';

describe('member ID cards', () => {
  it('masks all but the first 6 and last 4 characters', () => {
    expect(maskIdCard('11010119900307123x')).toBe('110101********123X');
    expect(maskIdCard('110101900307123')).toBe('110101*****7123');
  });

  it('normalises before hashing, so a lower-case x finds the same member', () => {
    const codec = createIdCardCodec(Buffer.from('k'.repeat(32)));
    expect(normaliseIdCard(' 11010119900307123x ')).toBe('11010119900307123X');
    expect(codec.hash('11010119900307123x')).toBe(codec.hash('11010119900307123X'));
    expect(codec.hash('11010119900307123X')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('depends on the key (an unkeyed hash could be brute-forced)', () => {
    const a = createIdCardCodec(Buffer.from('a'.repeat(32)));
    const b = createIdCardCodec(Buffer.from('b'.repeat(32)));
    expect(a.hash('11010119900307123X')).not.toBe(b.hash('11010119900307123X'));
  });
});

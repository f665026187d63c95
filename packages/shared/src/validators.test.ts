import { describe, expect, it } from 'vitest';
import { idCardField, licenceCodeField, storePhoneField } from './schemas/claim.schema';
import { isResidentIdCard, isStorePhone, isUnifiedCreditCode } from './validators';

/**
 * Check characters computed here from the standards' definitions, independently of the
 * implementation, so that a valid number is made for any body the tests choose.
 */
const idCheck = (first17: string): string => {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (weights[i] as number);
  return '10X98765432'.charAt(sum % 11);
};
const idCard = (region: string, birth: string, sequence: string) => {
  const first17 = `${region}${birth}${sequence}`;
  return first17 + idCheck(first17);
};

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const orgCheck = (first8: string): string => {
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const c = first8.charAt(i);
    // GB 11714: digits are themselves, A is 10 … Z is 35.
    const value = /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += value * (weights[i] as number);
  }
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
};
const creditCheck = (first17: string): string => {
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17.charAt(i)) * (weights[i] as number);
  return ALPHABET.charAt((31 - (sum % 31)) % 31);
};
/** A valid code for an authority+category, a division and an 8-character organisation body. */
const creditCode = (authorityCategory: string, division: string, orgBody: string) => {
  const first17 = `${authorityCategory}${division}${orgBody}${orgCheck(orgBody)}`;
  return first17 + creditCheck(first17);
};
/** Replaces the character at `index` with the next one of `pool` (so it surely differs). */
const swapAt = (value: string, index: number, pool: string) => {
  const next = pool.charAt((pool.indexOf(value.charAt(index)) + 1) % pool.length);
  return value.slice(0, index) + next + value.slice(index + 1);
};

describe('isResidentIdCard', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const valid = (v: string) => isResidentIdCard(v, now);

  it('accepts 18-digit numbers with the right check character', () => {
    // Published examples (GB 11643's own example and commonly quoted ones).
    expect(valid('11010519491231002X')).toBe(true);
    expect(valid('440524188001010014')).toBe(true);
    for (const seq of ['001', '123', '456', '789', '990']) {
      expect(valid(idCard('310104', '19850615', seq))).toBe(true);
    }
  });

  it('refuses every wrong check character', () => {
    const good = idCard('310104', '19850615', '123');
    for (const c of '0123456789X') {
      if (c !== good.charAt(17)) expect(valid(good.slice(0, 17) + c)).toBe(false);
    }
  });

  it('takes an upper- or lower-case X as the check character, and the schema stores it upper', () => {
    const withX = ['110105', '19491231', '002'];
    const good = idCard(withX[0]!, withX[1]!, withX[2]!);
    expect(good.endsWith('X')).toBe(true);
    expect(valid(good.toLowerCase())).toBe(true);
    expect(idCardField.parse(` ${good.toLowerCase()} `)).toBe(good);
    expect(idCardField.safeParse('11010519491231002Y').success).toBe(false);
  });

  it('allows X only as the last character of 18', () => {
    expect(valid('X1010519491231002X')).toBe(false);
    expect(valid('1101051949123100X1')).toBe(false);
    expect(valid('13050367040100X')).toBe(false);
  });

  it('accepts 29 February in leap years only (2000 leap, 1900 and 2100 common)', () => {
    expect(valid(idCard('110105', '20000229', '011'))).toBe(true);
    expect(valid(idCard('110105', '19960229', '011'))).toBe(true);
    expect(valid(idCard('110105', '19000229', '011'))).toBe(false);
    expect(valid(idCard('110105', '19990229', '011'))).toBe(false);
    expect(valid(idCard('110105', '20000230', '011'))).toBe(false);
  });

  it('refuses impossible dates and dates in the future', () => {
    for (const birth of ['19851301', '19850001', '19850100', '19850431', '17991231']) {
      expect(valid(idCard('110105', birth, '011'))).toBe(false);
    }
    expect(valid(idCard('110105', '20261121', '011'))).toBe(true);
    expect(valid(idCard('110105', '20261122', '011'))).toBe(false);
    expect(valid(idCard('110105', '20300101', '011'))).toBe(false);
  });

  it('counts today in China time (UTC+8)', () => {
    // 20:00 UTC on 21 November is 04:00 on 22 November in Beijing.
    const lateUtc = new Date('2026-11-21T20:00:00Z');
    expect(isResidentIdCard(idCard('110105', '20261122', '011'), lateUtc)).toBe(true);
    expect(isResidentIdCard(idCard('110105', '20261123', '011'), lateUtc)).toBe(false);
  });

  it('accepts the 15-digit form, its year being 19YY', () => {
    expect(valid('130503670401001')).toBe(true);
    expect(valid('110105000229011')).toBe(false); // 1900 is not a leap year
    expect(valid('110105960229011')).toBe(true);
    expect(valid('110105671301001')).toBe(false);
    expect(valid('110105670431001')).toBe(false);
  });

  it('refuses wrong lengths, letters and separators', () => {
    for (const v of [
      '',
      '1',
      '13050367040100',
      '1305036704010011',
      '11010519491231002',
      '11010519491231002X1',
    ]) {
      expect(valid(v)).toBe(false);
    }
    expect(valid('11010519491231002A')).toBe(false);
    expect(valid('110105 19491231002X')).toBe(false);
    expect(valid('１１０１０５１９４９１２３１００２Ｘ')).toBe(false);
  });
});

describe('isUnifiedCreditCode', () => {
  it('accepts published codes', () => {
    // GB 32100-2015's own example and real companies' codes.
    for (const code of [
      '91350100M000100Y43',
      '91110000802100433B',
      '91440300MA5H8REU3K',
      '91440300MA5DLQQW0F',
    ]) {
      expect(isUnifiedCreditCode(code)).toBe(true);
    }
  });

  it('accepts generated codes of every authority and category', () => {
    for (const ac of ['11', '12', '13', '19', '51', '52', '53', '59', '91', '92', '93', 'Y1']) {
      expect(isUnifiedCreditCode(creditCode(ac, '110108', 'MA01BC2D'))).toBe(true);
    }
    expect(isUnifiedCreditCode(creditCode('91', '440300', '12345678'))).toBe(true);
    expect(isUnifiedCreditCode(creditCode('92', '310104', 'L3PQRTUW'))).toBe(true);
  });

  it('refuses unknown authorities and categories', () => {
    for (const ac of ['21', '01', 'A1', '94', '99', '54', 'Y2', '10', 'N1']) {
      expect(isUnifiedCreditCode(creditCode(ac, '110108', 'MA01BC2D'))).toBe(false);
    }
  });

  it('refuses a wrong final check character', () => {
    const good = creditCode('91', '110108', 'MA01BC2D');
    for (const c of ALPHABET) {
      if (c !== good.charAt(17)) expect(isUnifiedCreditCode(good.slice(0, 17) + c)).toBe(false);
    }
  });

  it('refuses a wrong organisation-code check character, even with a matching final one', () => {
    const good = creditCode('91', '110108', 'MA01BC2D');
    const wrongOrg = swapAt(good, 16, '0123456789X').slice(0, 17);
    expect(isUnifiedCreditCode(wrongOrg + creditCheck(wrongOrg))).toBe(false);
  });

  it('refuses a changed character anywhere (the check catches it)', () => {
    const good = creditCode('91', '110108', 'MA01BC2D');
    for (let i = 2; i < 16; i++) expect(isUnifiedCreditCode(swapAt(good, i, '0123456789'))).toBe(false);
  });

  it('refuses letters outside the alphabet (I, O, Z, S, V) and letters in the division', () => {
    for (const letter of 'IOZSV') {
      const body = `MA01BC2${letter}`;
      const first16 = `91110108${body}`;
      // Built by hand: the helper's check cannot even be computed for these letters.
      expect(isUnifiedCreditCode(`${first16}0${creditCheck(`${first16}0`)}`)).toBe(false);
      expect(isUnifiedCreditCode(`${first16}${orgCheck(body)}0`)).toBe(false);
    }
    expect(isUnifiedCreditCode(creditCode('91', '1101A8', 'MA01BC2D'))).toBe(false);
  });

  it('takes lower case, and the schema stores it upper', () => {
    const good = creditCode('92', '310104', 'L3PQRTUW');
    expect(isUnifiedCreditCode(good.toLowerCase())).toBe(true);
    expect(licenceCodeField.parse(` ${good.toLowerCase()}`)).toBe(good);
    expect(licenceCodeField.safeParse('91350100M000100Y44').error?.issues[0]?.message).toBe(
      'licenceCodeRule',
    );
  });

  it('refuses wrong lengths', () => {
    const good = creditCode('91', '110108', 'MA01BC2D');
    expect(isUnifiedCreditCode(good.slice(0, 17))).toBe(false);
    expect(isUnifiedCreditCode(`${good}0`)).toBe(false);
    expect(isUnifiedCreditCode('')).toBe(false);
  });
});

describe('isStorePhone', () => {
  it('takes mobile numbers and landlines with an area code', () => {
    for (const v of ['13800138000', '010-85801234', '01085801234', '0755-8888888', '0755-88888888-123']) {
      expect(isStorePhone(v)).toBe(true);
    }
    for (const v of ['85801234', '1380013800', '10-85801234', '010-858012', 'abc', '010--85801234']) {
      expect(isStorePhone(v)).toBe(false);
    }
    expect(storePhoneField.safeParse('123').error?.issues[0]?.message).toBe('storePhoneRule');
  });
});

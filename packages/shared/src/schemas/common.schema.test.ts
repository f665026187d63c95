import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyId, idParam, moneyFen, multilineText, priceFen, queryPaging, text } from './common.schema';

describe('idParam', () => {
  it.each(['1', '42', '2147483647'])('accepts %s', (id) => expect(idParam.parse(id)).toBe(Number(id)));

  it.each([
    '1.0',
    '+1',
    '01',
    '1e5',
    '0x186A0',
    ' 1',
    '1 ',
    '2147483648',
    '0',
    '-1',
    '',
    '１',
    '99999999999',
  ])('refuses %j', (id) => expect(idParam.safeParse(id).success).toBe(false));

  it('takes only real numbers in a JSON body', () => {
    expect(bodyId.safeParse(7).success).toBe(true);
    for (const bad of ['7', true, 1.5, 0, 2_147_483_648]) expect(bodyId.safeParse(bad).success).toBe(false);
  });
});

describe('queryPaging', () => {
  const paging = z.object(queryPaging(20));
  it('defaults and reads canonical numbers', () => {
    expect(paging.parse({})).toEqual({ number: 1, size: 20 });
    expect(paging.parse({ number: '3', size: '100' })).toEqual({ number: 3, size: 100 });
  });
  it.each([{ number: '0' }, { number: '1.0' }, { size: '101' }, { size: '0' }, { size: '1e1' }])(
    'refuses %j',
    (q) => expect(paging.safeParse(q).success).toBe(false),
  );
});

describe('money', () => {
  it('is integer fen', () => {
    expect(moneyFen.safeParse(0).success).toBe(true);
    for (const bad of [-1, 1.5, 2 ** 31]) expect(moneyFen.safeParse(bad).success).toBe(false);
  });

  it('keeps the spec price rule: more than 9 yuan, with its message key', () => {
    expect(priceFen.safeParse(901).success).toBe(true);
    const refused = priceFen.safeParse(900);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('priceRule');
  });
});

describe('text', () => {
  const name = text({ max: 10 });
  const reason = multilineText({ max: 50 });

  it('trims and bounds the length', () => {
    expect(name.parse('  Ada ')).toBe('Ada');
    expect(name.safeParse('   ').success).toBe(false);
    expect(name.safeParse('x'.repeat(11)).success).toBe(false);
  });

  it.each(['\u0000', 'a\u0000b', 'a\u0007', 'a\u001b[0m', 'a\tb', 'a\nb', 'a\u007f', 'a\u0000 '])(
    'refuses the control characters of %j in one line with the controlCharacters key',
    (value) => {
      const result = name.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('controlCharacters');
    },
  );

  it('keeps tab and line breaks in multi-line text, nothing else', () => {
    expect(reason.parse('a\tb\r\nc\n')).toBe('a\tb\r\nc');
    expect(reason.safeParse('a\u0000').success).toBe(false);
    expect(reason.safeParse('a\u000b').success).toBe(false);
  });
});

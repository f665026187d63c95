import { Code, type MessageKey, messages, qualificationBody, registerBody } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { firstError } from '../user/form-rules';
import {
  confirmRules,
  differentPhotoRule,
  type FieldRule,
  idCardRules,
  isPhoneTaken,
  licenceCodeRules,
  maskIdCard,
  optionalTextRules,
  personPhoneRules,
  photoRules,
  qualificationValuesOf,
  storePhoneRules,
  textRules,
  toNewStoreBody,
  toQualificationBody,
  toRegisterBody,
} from './form-rules';

/** The zh texts the console shows: `validation:*` is the shared message table. */
const zh = (key: string) =>
  key.startsWith('validation:') ? messages[key.slice('validation:'.length) as MessageKey].zh : key;
const en = (key: string) =>
  key.startsWith('validation:') ? messages[key.slice('validation:'.length) as MessageKey].en : key;

const errorOf = (rules: FieldRule[], value: unknown) =>
  firstError(rules, value as string).catch((e: unknown) => String(e));

const VALID_LICENCE = '91350100M000100Y43';
const VALID_ID = '11010519491231002X';

describe('phone rule (spec §5: exactly 11 digits)', () => {
  it('says 请输入11位手机号 for a missing or malformed phone', async () => {
    for (const bad of ['', '   ', '1381234567', '138123456789', '1381234567a', '+8613812345678']) {
      expect(await errorOf(personPhoneRules(zh), bad)).toBe('请输入11位手机号');
    }
    expect(await errorOf(personPhoneRules(en), '123')).toBe('Please enter an 11-digit phone number');
  });

  it('accepts 11 digits (surrounding blanks are trimmed, as when sent)', async () => {
    expect(await errorOf(personPhoneRules(zh), '13812345678')).toBeUndefined();
    expect(await errorOf(personPhoneRules(zh), ' 13812345678 ')).toBeUndefined();
  });
});

describe('business licence rule', () => {
  it('says 请输入正确的18位营业执照信用代码 for anything but a valid unified social credit code', async () => {
    for (const bad of [
      '',
      '9135010',
      '91350100M000100Y44',
      '91350100M000100Y4',
      'I1350100M000100Y43',
      '91350100M000100Y433',
    ]) {
      expect(await errorOf(licenceCodeRules(zh), bad)).toBe('请输入正确的18位营业执照信用代码');
    }
  });

  it('accepts a valid code in either case', async () => {
    expect(await errorOf(licenceCodeRules(zh), VALID_LICENCE)).toBeUndefined();
    expect(await errorOf(licenceCodeRules(zh), VALID_LICENCE.toLowerCase())).toBeUndefined();
  });
});

describe('identity card rule', () => {
  it('says 请输入正确的身份证号 for a wrong number', async () => {
    for (const bad of [
      '',
      '110105194912310021',
      '11010519491331002X',
      '1101051949123100',
      '11010549123100A',
    ]) {
      expect(await errorOf(idCardRules(zh), bad)).toBe('请输入正确的身份证号');
    }
  });

  it('accepts 18 digits with their check character (x or X) and 15 digits', async () => {
    expect(await errorOf(idCardRules(zh), VALID_ID)).toBeUndefined();
    expect(await errorOf(idCardRules(zh), VALID_ID.toLowerCase())).toBeUndefined();
    expect(await errorOf(idCardRules(zh), '110105491231002')).toBeUndefined();
  });
});

describe('the form refuses exactly what the server refuses', () => {
  const body = {
    claim_id: 1,
    licence_code: VALID_LICENCE,
    licence_photo_id: 1,
    legal_name: '王小明',
    id_card: VALID_ID,
    id_card_front_id: 2,
    id_card_back_id: 3,
    contact_phone: '13912345678',
  };
  const cases: [keyof typeof body, string, FieldRule[]][] = [
    ['licence_code', '91350100M000100Y44', licenceCodeRules(zh)],
    ['licence_code', VALID_LICENCE.toLowerCase(), licenceCodeRules(zh)],
    ['id_card', '110105194912310021', idCardRules(zh)],
    ['id_card', '11010519491231002x', idCardRules(zh)],
    ['contact_phone', '1391234567', personPhoneRules(zh)],
    ['contact_phone', '13912345678', personPhoneRules(zh)],
  ];
  it.each(cases)('%s = %s', async (field, value, rules) => {
    const server = qualificationBody.safeParse({ ...body, [field]: value });
    const form = await errorOf(rules, value);
    expect(form === undefined).toBe(server.success);
    if (!server.success) expect(zh(`validation:${server.error.issues[0]?.message}`)).toBe(form);
  });

  it('sends upper-cased, trimmed qualifications the server schema accepts', () => {
    const sent = toQualificationBody(7, {
      licence_code: ` ${VALID_LICENCE.toLowerCase()} `,
      licence_photo_id: 1,
      legal_name: ' 王小明 ',
      id_card: '11010519491231002x',
      id_card_front_id: 2,
      id_card_back_id: 3,
      contact_phone: ' 13912345678',
    });
    expect(sent).toEqual({ ...body, claim_id: 7 });
    expect(qualificationBody.parse(sent)).toEqual(sent);
    expect(qualificationValuesOf(sent)).toEqual({
      licence_code: VALID_LICENCE,
      licence_photo_id: 1,
      legal_name: '王小明',
      id_card: VALID_ID,
      id_card_front_id: 2,
      id_card_back_id: 3,
      contact_phone: '13912345678',
    });
  });
});

describe('photos', () => {
  it('needs the id of an uploaded file', async () => {
    const rules = photoRules('请上传照片');
    expect(await errorOf(rules, undefined)).toBe('请上传照片');
    expect(await errorOf(rules, 0)).toBe('请上传照片');
    expect(await errorOf(rules, 12)).toBeUndefined();
  });

  it('refuses the front photo as the back', async () => {
    const rule = differentPhotoRule(messages.idCardPhotosSame.zh, () => 4);
    expect(await errorOf([rule], 4)).toBe('身份证正面和反面须为两张不同的照片');
    expect(await errorOf([rule], 5)).toBeUndefined();
  });
});

describe('registration', () => {
  it('confirms the password', async () => {
    const rules = confirmRules('请再次输入密码', '两次输入的密码不一致', () => 'abc12345');
    expect(await errorOf(rules, '')).toBe('请再次输入密码');
    expect(await errorOf(rules, 'abc12346')).toBe('两次输入的密码不一致');
    expect(await errorOf(rules, 'abc12345')).toBeUndefined();
  });

  it('sends a body the server accepts, without the confirmation and an empty name', () => {
    const sent = toRegisterBody({
      phone: ' 13812345678 ',
      code: '123456 ',
      password: 'abc12345',
      confirm: 'abc12345',
      name: '  ',
    });
    expect(sent).toEqual({ phone: '13812345678', code: '123456', password: 'abc12345' });
    expect(registerBody.safeParse(sent).success).toBe(true);
    expect(
      toRegisterBody({ phone: '13812345678', code: '1', password: 'p', confirm: 'p', name: ' 李 ' }).name,
    ).toBe('李');
  });

  it('recognises a phone that is already registered', () => {
    expect(isPhoneTaken(new ApiError(messages.phoneAlreadyRegistered.zh, Code.CONFLICT, 409))).toBe(true);
    expect(isPhoneTaken(new ApiError('验证码错误或已过期', Code.BAD_CREDENTIALS, 400))).toBe(false);
    expect(isPhoneTaken(new Error('x'))).toBe(false);
  });
});

describe('new store', () => {
  it('takes a mobile or a landline for the store phone', async () => {
    expect(await errorOf(storePhoneRules(zh), '010-85801234')).toBeUndefined();
    expect(await errorOf(storePhoneRules(zh), '13812345678')).toBeUndefined();
    expect(await errorOf(storePhoneRules(zh), '12345')).toBe(messages.storePhoneRule.zh);
  });

  it('limits and requires the texts', async () => {
    const rules = textRules('必填', '太长', 5);
    expect(await errorOf(rules, ' ')).toBe('必填');
    expect(await errorOf(rules, '123456')).toBe('太长');
    expect(await errorOf(rules, ' 12345 ')).toBeUndefined();
    expect(await errorOf(optionalTextRules('太长', 2), '')).toBeUndefined();
    expect(await errorOf(optionalTextRules('太长', 2), '123')).toBe('太长');
  });

  it('trims what is sent', () => {
    expect(toNewStoreBody({ name: ' A ', city: ' 上海', address: 'x ', phone: ' 021-64871234 ' })).toEqual({
      name: 'A',
      city: '上海',
      address: 'x',
      phone: '021-64871234',
    });
  });
});

describe('maskIdCard', () => {
  it('hides the middle of a card number', () => {
    expect(maskIdCard(VALID_ID)).toBe('110105********002X');
    expect(maskIdCard('110105491231002')).toBe('110105*****1002');
    expect(maskIdCard('123')).toBe('123');
  });
});

/**
 * Form rules of the onboarding screens, built from the validators the server runs too
 * (packages/shared validators.ts, DESIGN.md convention 1), with the shared messages, so that
 * the zh texts are the spec's word for word: 请输入11位手机号, 请输入正确的身份证号,
 * 请输入正确的18位营业执照信用代码. The message table is the i18n namespace `validation`.
 */
import {
  Code,
  isPhone,
  isResidentIdCard,
  isStorePhone,
  isUnifiedCreditCode,
  type MessageKey,
  type NewStoreBody,
  type QualificationBody,
  type RegisterBody,
} from '@merchant/shared';
import { ApiError } from '../../lib/http';
import type { FieldRule } from '../user/form-rules';

export type { FieldRule };

type Translate = (key: string, options?: Record<string, unknown>) => string;

const text = (t: Translate, key: MessageKey) => t(`validation:${key}`);

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Empty values are left to the `required` rule, so only one message shows at a time. */
const check =
  (test: (value: string) => boolean, message: string) =>
  (_rule: unknown, value: unknown): Promise<void> =>
    isEmpty(value) || test(String(value).trim()) ? Promise.resolve() : Promise.reject(new Error(message));

/** Required and valid, with the same message for both (as the original forms do). */
const sharedRule = (t: Translate, test: (value: string) => boolean, key: MessageKey): FieldRule[] => [
  { required: true, whitespace: true, message: text(t, key) },
  { validator: check(test, text(t, key)) },
];

/** A person's phone: exactly 11 digits (spec §5). */
export const personPhoneRules = (t: Translate): FieldRule[] => sharedRule(t, isPhone, 'phoneRule');
/** The store's own phone: a mobile or a landline. */
export const storePhoneRules = (t: Translate): FieldRule[] => sharedRule(t, isStorePhone, 'storePhoneRule');
/** Business licence: 18-character unified social credit code (GB 32100-2015). */
export const licenceCodeRules = (t: Translate): FieldRule[] =>
  sharedRule(t, isUnifiedCreditCode, 'licenceCodeRule');
/** Legal representative's resident identity card: 15 or 18 digits, last may be X. */
export const idCardRules = (t: Translate): FieldRule[] =>
  sharedRule(t, (value) => isResidentIdCard(value), 'idCardRule');

/** A required text of at most `max` characters (trimmed). */
export const textRules = (required: string, tooLong: string, max: number): FieldRule[] => [
  { required: true, whitespace: true, message: required },
  {
    validator: (_rule, value) =>
      isEmpty(value) || String(value).trim().length <= max
        ? Promise.resolve()
        : Promise.reject(new Error(tooLong)),
  },
];

/** An optional text of at most `max` characters. */
export const optionalTextRules = (tooLong: string, max: number): FieldRule[] => [
  {
    validator: (_rule, value) =>
      isEmpty(value) || String(value).trim().length <= max
        ? Promise.resolve()
        : Promise.reject(new Error(tooLong)),
  },
];

/** A photo field holds the id of an uploaded file. */
export const photoRules = (message: string): FieldRule[] => [
  {
    validator: (_rule, value) =>
      typeof value === 'number' && Number.isInteger(value) && value > 0
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  },
];

/** The back of the identity card must be another photo than its front. */
export const differentPhotoRule = (message: string, getOther: () => unknown): FieldRule => ({
  validator: (_rule, value) =>
    value === undefined || value === null || value !== getOther()
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

/** The repeated password must equal the first one. */
export const confirmRules = (required: string, mismatch: string, getPassword: () => unknown): FieldRule[] => [
  { required: true, message: required },
  {
    validator: (_rule, value) =>
      isEmpty(value) || value === getPassword() ? Promise.resolve() : Promise.reject(new Error(mismatch)),
  },
];

// ---- registration -------------------------------------------------------------------------

export interface RegisterValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
  name?: string;
}

/** What is sent: trimmed, the confirmation stays behind, an empty name is left out. */
export const toRegisterBody = (values: RegisterValues): RegisterBody => {
  const name = values.name?.trim();
  return {
    phone: values.phone.trim(),
    code: values.code.trim(),
    password: values.password,
    ...(name ? { name } : {}),
  };
};

/** The phone already has an account (-409): offer sign-in and password reset. */
export const isPhoneTaken = (error: unknown): boolean =>
  error instanceof ApiError && error.code === Code.CONFLICT;

// ---- new store ------------------------------------------------------------------------------

export type NewStoreValues = NewStoreBody;

export const toNewStoreBody = (values: NewStoreValues): NewStoreBody => ({
  name: values.name.trim(),
  city: values.city.trim(),
  address: values.address.trim(),
  phone: values.phone.trim(),
});

// ---- qualifications -------------------------------------------------------------------------

export interface QualificationValues {
  licence_code: string;
  licence_photo_id?: number;
  legal_name: string;
  id_card: string;
  id_card_front_id?: number;
  id_card_back_id?: number;
  contact_phone: string;
}

/** Upper-cased like the server stores them: a lower-case x or licence letters are fine. */
export const toQualificationBody = (claim_id: number, values: QualificationValues): QualificationBody => ({
  claim_id,
  licence_code: values.licence_code.trim().toUpperCase(),
  licence_photo_id: values.licence_photo_id as number,
  legal_name: values.legal_name.trim(),
  id_card: values.id_card.trim().toUpperCase(),
  id_card_front_id: values.id_card_front_id as number,
  id_card_back_id: values.id_card_back_id as number,
  contact_phone: values.contact_phone.trim(),
});

/** The form filled with submitted qualifications (for a resubmission). */
export const qualificationValuesOf = (
  q: QualificationBody | Omit<QualificationBody, 'claim_id'>,
): QualificationValues => ({
  licence_code: q.licence_code,
  licence_photo_id: q.licence_photo_id,
  legal_name: q.legal_name,
  id_card: q.id_card,
  id_card_front_id: q.id_card_front_id,
  id_card_back_id: q.id_card_back_id,
  contact_phone: q.contact_phone,
});

/** Shows an identity card number with the middle hidden: 110105********123X. */
export const maskIdCard = (value: string): string =>
  value.length > 10 ? `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}` : value;

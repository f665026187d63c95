/**
 * Field rules shared by the forms and the server (DESIGN.md convention 1). Each returns true
 * when the value is acceptable; the message keys are in messages.ts.
 */
import { chinaDate } from './china-date';

/** Spec §5: a phone number is exactly 11 digits. */
export const isPhone = (value: string): boolean => /^\d{11}$/.test(value);

/** A phone login or reset code is exactly 6 digits. */
export const isSmsCode = (value: string): boolean => /^\d{6}$/.test(value);

/**
 * Password strength for new passwords: 8 to 64 characters with at least one letter and one
 * digit. (Existing passwords, such as the demo's, are only checked at sign-in.)
 */
export const isStrongPassword = (value: string): boolean =>
  value.length >= 8 && value.length <= 64 && /[A-Za-z]/.test(value) && /\d/.test(value);

/**
 * Landline or mobile number of a store (its front desk): 11 mobile digits, or an area code
 * starting with 0 (3–4 digits), an optional dash and 7–8 digits, with an optional extension
 * ("010-85801234", "0755-8888888-123"). The spec's phone rule is for people, not stores.
 */
export const isStorePhone = (value: string): boolean =>
  isPhone(value) || /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/.test(value);

/**
 * Spec §5 identity card number: 18 digits (the last may be X), or the older 15 digits. Lower-case
 * x is accepted here (forms and schemas upper-case it before storing).
 */
export const isResidentIdCard = (value: string, now: Date = new Date()): boolean => {
  const id = value.toUpperCase();
  if (/^\d{15}$/.test(id)) return isBirthDate(`19${id.slice(6, 12)}`, now);
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  return isBirthDate(id.slice(6, 14), now) && id[17] === idCardCheckCharacter(id.slice(0, 17));
};

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_MAP = '10X98765432';

/** ISO 7064 MOD 11-2 check character of the first 17 digits of an 18-digit card number. */
export const idCardCheckCharacter = (first17: string): string => {
  const sum = ID_CARD_WEIGHTS.reduce((acc, weight, i) => acc + Number(first17[i]) * weight, 0);
  return ID_CARD_CHECK_MAP[sum % 11] as string;
};

/**
 * YYYYMMDD is a real calendar day from 1800 on and not after today in China (UTC+8), where the
 * cards are issued: a server running on UTC must not refuse a baby born this morning in Beijing.
 */
const isBirthDate = (yyyymmdd: string, now: Date): boolean => {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1800 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (leap years included: 2000 yes, 1900 no).
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  return Number(yyyymmdd) <= Number(chinaDate(now).replaceAll('-', ''));
};

/** GB 32100-2015's alphabet: digits and capitals without I, O, Z, S, V (31 characters). */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * Registration authorities of GB 32100-2015 and the categories each may give: 1 institution
 * registration (1 organs, 2 public institutions, 3 mass organisations, 9 other), 5 civil
 * affairs (1 social organisations, 2 private non-enterprise units, 3 foundations, 9 other),
 * 9 industry and commerce (1 enterprises, 2 individual businesses, 3 farmers' cooperatives),
 * Y other (1).
 */
const CREDIT_CODE_CATEGORIES: Record<string, string> = { '1': '1239', '5': '1239', '9': '123', Y: '1' };

/** MOD 31 check character of the first 17 characters of a unified social credit code. */
export const creditCodeCheckCharacter = (first17: string): string => {
  const sum = CREDIT_CODE_WEIGHTS.reduce(
    (acc, weight, i) => acc + CREDIT_CODE_ALPHABET.indexOf(first17[i] as string) * weight,
    0,
  );
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31] as string;
};

const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/**
 * GB 11714 check character of an organisation code's first 8 characters. Letters count
 * A = 10 … Z = 35 here (GB 11714's own values, not their place in the credit-code alphabet).
 */
export const orgCodeCheckCharacter = (first8: string): string => {
  const sum = ORG_CODE_WEIGHTS.reduce(
    (acc, weight, i) => acc + Number.parseInt(first8[i] as string, 36) * weight,
    0,
  );
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
};

/**
 * Spec §5 business licence code: an 18-character unified social credit code (GB 32100-2015).
 * Authority and category (see above), 6-digit administrative division, 9-character
 * organisation code with its GB 11714 check character, and the MOD 31 check character.
 * Lower case is accepted here (forms and schemas upper-case it).
 */
export const isUnifiedCreditCode = (value: string): boolean => {
  const code = value.toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  const categories = CREDIT_CODE_CATEGORIES[code[0] as string];
  if (!categories?.includes(code[1] as string)) return false;
  if (!/^\d{6}$/.test(code.slice(2, 8))) return false;
  if (orgCodeCheckCharacter(code.slice(8, 16)) !== code[16]) return false;
  return creditCodeCheckCharacter(code.slice(0, 17)) === code[17];
};

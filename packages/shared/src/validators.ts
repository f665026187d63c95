/**
 * Field rules shared by the forms and the server (DESIGN.md convention 1). Each returns true
 * when the value is acceptable; the message keys are in messages.ts.
 */

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

import { z } from 'zod';
import { isPhone, isSmsCode, isStrongPassword } from '../validators';
import { text } from './common.schema';

/** Zod issue messages are message keys (messages.ts); the server and the forms translate them. */
export const phoneField = z.string().trim().refine(isPhone, { message: 'phoneRule' });
export const smsCodeField = z.string().trim().refine(isSmsCode, { message: 'smsCodeRule' });
export const newPasswordField = text({ max: 128, min: 0, trim: false }).refine(isStrongPassword, {
  message: 'passwordRule',
});

export const loginPasswordBody = z.object({
  username: text({ max: 64 }),
  password: text({ max: 128, trim: false }),
});
export const loginTokenBody = z.object({ session_token: text({ max: 256, trim: false }) });
export const loginPhoneBody = z.object({ phone: phoneField, code: smsCodeField });
export const sendCodeParams = z.object({ phone: phoneField });

const oldPasswordField = text({ max: 128, trim: false });

/**
 * Change with the old password (signed in), or reset with a phone code (/forget). Checked
 * first as one object with every field optional, so that a body fitting neither form is
 * refused naming the missing field (a bare union only says "invalid input"); the union after
 * it gives the two forms their types. With old_password present the body is a change.
 */
export const changePasswordBody = z
  .object({
    old_password: oldPasswordField.optional(),
    phone: phoneField.optional(),
    code: smsCodeField.optional(),
    new_password: newPasswordField,
  })
  .superRefine((body, ctx) => {
    if (body.old_password !== undefined) return;
    for (const field of ['phone', 'code'] as const) {
      if (body[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'requiredField' });
    }
  })
  .pipe(
    z.union([
      z.object({ old_password: oldPasswordField, new_password: z.string() }),
      z.object({ phone: z.string(), code: z.string(), new_password: z.string() }),
    ]),
  );
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** POST /user/password/initial: an employee's first password, once, after a phone-code sign-in. */
export const initialPasswordBody = z.object({ new_password: newPasswordField });
export type InitialPasswordBody = z.infer<typeof initialPasswordBody>;

export const sendCodeResult = z.object({ expires_in: z.number().int() });

export const loginResult = z.object({ token: z.string(), expires_at: z.string() });
export type LoginResult = z.infer<typeof loginResult>;

export const userInfo = z.object({
  name: z.string(),
  avatar: z.string(),
  roles: z.array(z.string()),
  /**
   * The store this session is scoped to on the server (null before one exists). The console
   * compares it with its Store-Id cookie and tells the server only when they differ.
   */
  store_id: z.number().int().nullable(),
  /**
   * True for an employee's account until it sets its first password: it signed in
   * with a phone code and the console asks for a password (`POST /user/password/initial`).
   */
  must_set_password: z.boolean(),
  /**
   * True for an account that works in other merchants' stores and owns none: it has no claims or
   * qualifications of its own, so the console does not offer "Store qualifications".
   */
  staff_only: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Role codes of spec §3; the console itself only uses the role `admin`. */
export const RoleCode = { platform: 0, appUser: 1, merchant: 2, coach: 3 } as const;

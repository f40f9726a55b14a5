import { z } from 'zod';
import { meetsPasswordPolicy } from '@registry/contract/auth/password-policy';

/*
 * Client validation of spec section 5 (change password): every field required,
 * the new password meets the policy of the company's minimum length, and the
 * confirmation equals it. Messages are keys of the password namespace.
 */

export const REQUIRED = 'validation.required';
export const NOT_MATCH = 'mistakes.ERROR_PASSWORD_NOT_MATCH';
export const BELOW_POLICY = 'mistakes.ERROR_PASSWORD_DOES_NOT_MINIMUM_REQUIREMENTS';

const required = () => z.string().min(1, { error: REQUIRED });

function newPasswordShape(minLength: number) {
  return {
    newPassword: required().refine((value) => meetsPasswordPolicy(value, minLength), {
      error: BELOW_POLICY,
    }),
    ConfPassword: required(),
  };
}

/**
 * The confirmation is compared once it holds something, whatever else fails.
 * (No check may abort: an aborting issue in a field would skip this one.)
 */
function confirmationMatches<T extends z.ZodObject<ReturnType<typeof newPasswordShape>>>(
  schema: T,
) {
  return schema.refine((value) => value.newPassword === value.ConfPassword, {
    error: NOT_MATCH,
    path: ['ConfPassword'],
    when: ({ value }) => {
      const input = value as { newPassword?: unknown; ConfPassword?: unknown };
      return (
        typeof input.newPassword === 'string' &&
        typeof input.ConfPassword === 'string' &&
        input.ConfPassword !== ''
      );
    },
  });
}

/** New password and confirmation (the link page). */
export function buildSetPasswordSchema(minLength: number) {
  return confirmationMatches(z.object(newPasswordShape(minLength)));
}
export type SetPasswordValues = z.infer<ReturnType<typeof buildSetPasswordSchema>>;

/** Current, new and confirmation (the change password page). */
export function buildChangePasswordSchema(minLength: number) {
  return confirmationMatches(z.object({ password: required(), ...newPasswordShape(minLength) }));
}
export type ChangePasswordValues = z.infer<ReturnType<typeof buildChangePasswordSchema>>;

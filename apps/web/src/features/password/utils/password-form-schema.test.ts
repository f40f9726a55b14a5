import { describe, expect, it } from 'vitest';
import {
  BELOW_POLICY,
  buildChangePasswordSchema,
  buildSetPasswordSchema,
  NOT_MATCH,
  REQUIRED,
} from './password-form-schema';

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  // The form shows the first message of each field, as react-hook-form's resolver does.
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('password form validation', () => {
  it('requires every field', () => {
    const result = buildChangePasswordSchema(10).safeParse({
      password: '',
      newPassword: '',
      ConfPassword: '',
    });
    expect(errorsOf(result)).toEqual({
      password: REQUIRED,
      newPassword: REQUIRED,
      ConfPassword: REQUIRED,
    });
  });

  it('checks the policy with the given minimum length', () => {
    const schema = buildSetPasswordSchema(12);
    expect(
      errorsOf(schema.safeParse({ newPassword: 'Abcdef-1234', ConfPassword: 'Abcdef-1234' })),
    ).toEqual({
      newPassword: BELOW_POLICY,
    });
    expect(
      schema.safeParse({ newPassword: 'Abcdef-12345', ConfPassword: 'Abcdef-12345' }).success,
    ).toBe(true);
  });

  it('tells a confirmation that differs, even while the new password breaks the policy', () => {
    const result = buildSetPasswordSchema(10).safeParse({
      newPassword: 'short',
      ConfPassword: 'shorter',
    });
    expect(errorsOf(result)).toEqual({ newPassword: BELOW_POLICY, ConfPassword: NOT_MATCH });
  });

  it('accepts a valid change', () => {
    const result = buildChangePasswordSchema(10).safeParse({
      password: 'anything',
      newPassword: 'Nueva-Clave-2026#',
      ConfPassword: 'Nueva-Clave-2026#',
    });
    expect(result.success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  PasswordRecoveryRequestSchema,
  UpdatePasswordLinkRequestSchema,
  VerifyPasswordLinkParamsSchema,
} from './password';

describe('password contract', () => {
  it('accepts the parts of a mailed link (hex and base64url)', () => {
    expect(
      VerifyPasswordLinkParamsSchema.safeParse({
        idHash: '0f3a9c',
        codeHash: 'Ab-_x9',
        userIdHash: 'deadbeef',
      }).success,
    ).toBe(true);
  });

  it.each(['', 'a/b', "a'b", 'a b', 'x'.repeat(129)])('refuses the link part %j', (part) => {
    expect(
      VerifyPasswordLinkParamsSchema.safeParse({ idHash: part, codeHash: 'a', userIdHash: 'b' })
        .success,
    ).toBe(false);
  });

  it('requires both passwords of a link', () => {
    const link = { idHash: 'a', codeHash: 'b', userIdHash: 'c' };
    expect(UpdatePasswordLinkRequestSchema.safeParse({ ...link, newPassword: 'x' }).success).toBe(
      false,
    );
  });

  it('trims the e-mail of a recovery and defaults the captcha to empty', () => {
    expect(PasswordRecoveryRequestSchema.parse({ email: ' ana@example.org ' })).toEqual({
      email: 'ana@example.org',
      recaptchaValue: '',
    });
    expect(PasswordRecoveryRequestSchema.safeParse({ email: '  ' }).success).toBe(false);
  });
});

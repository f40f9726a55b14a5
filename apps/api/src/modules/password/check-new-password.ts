import { meetsPasswordPolicy } from '@registry/contract/auth/password-policy';
import { DomainError } from '../../lib/domain-error';
import { decryptPassword } from '../../lib/password-transform';

/** Decrypts a transformed password; ERROR_PASSWORD_UNREADABLE when it is not our ciphertext. */
export function readPassword(privateKeyPem: string, ciphertext: string): string {
  const password = decryptPassword(privateKeyPem, ciphertext);
  if (password === null) throw new DomainError('ERROR_PASSWORD_UNREADABLE');
  return password;
}

/** The new password when it equals its confirmation and meets the policy (spec section 5). */
export function checkNewPassword({
  newPassword,
  confirmation,
  minLength,
}: {
  newPassword: string;
  confirmation: string;
  minLength: number;
}): string {
  if (newPassword !== confirmation) throw new DomainError('ERROR_PASSWORD_NOT_MATCH');
  if (!meetsPasswordPolicy(newPassword, minLength)) {
    throw new DomainError('ERROR_PASSWORD_DOES_NOT_MINIMUM_REQUIREMENTS', 400, { min: minLength });
  }
  return newPassword;
}

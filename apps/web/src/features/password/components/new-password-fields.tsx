import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordConditions } from './password-conditions';
import { PasswordInput } from './password-input';

interface NewPasswordFieldsProps {
  newRegistration: UseFormRegisterReturn;
  confirmRegistration: UseFormRegisterReturn;
  /** Translated messages of the two fields. */
  newError: string | undefined;
  confirmError: string | undefined;
  /** What is typed in the new-password field, for the live conditions. */
  newPassword: string;
  minLength: number;
}

/** New password, the live list of its conditions, and the confirmation (spec section 2). */
export function NewPasswordFields({
  newRegistration,
  confirmRegistration,
  newError,
  confirmError,
  newPassword,
  minLength,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('password');
  return (
    <>
      <PasswordInput
        id="new-password"
        label={t('fields.new')}
        toggleLabel={t('fields.toggles.new')}
        autoComplete="new-password"
        registration={newRegistration}
        error={newError}
        describedBy="new-password-conditions"
      />
      <PasswordConditions
        id="new-password-conditions"
        password={newPassword}
        minLength={minLength}
      />
      <PasswordInput
        id="confirm-password"
        label={t('fields.confirm')}
        toggleLabel={t('fields.toggles.confirm')}
        autoComplete="new-password"
        registration={confirmRegistration}
        error={confirmError}
      />
    </>
  );
}

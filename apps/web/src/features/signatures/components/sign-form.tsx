import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignatureParams, SignatureRecord } from '@registry/contract/projects/signatures';
import { PasswordInput } from '../../password/components/password-input';
import { errorMessage } from '../../public-projects/utils/error-message';
import { useSignDocument } from '../api/sign-document';

interface SignFormProps {
  params: SignatureParams;
  onSigned: (record: SignatureRecord) => void;
}

interface SignValues {
  password: string;
}

/** The password again and the sign button; a refusal shows the API's message. */
export function SignForm({ params, onSigned }: SignFormProps) {
  const { t } = useTranslation('signatures');
  const sign = useSignDocument();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, resetField } = useForm<SignValues>({
    defaultValues: { password: '' },
  });
  const submit = async ({ password }: SignValues) => {
    setFailure(null);
    try {
      onSigned(await sign.mutateAsync({ params, password }));
    } catch (error) {
      setFailure(errorMessage(error, t('page.signFailed')));
      resetField('password');
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-busy={sign.isPending}
    >
      {failure && (
        <div className="alert alert-danger py-2" role="alert">
          {failure}
        </div>
      )}
      <PasswordInput
        id="signature-password"
        label={t('page.password')}
        toggleLabel={t('page.showPassword')}
        autoComplete="current-password"
        registration={register('password', { required: t('page.passwordRequired') })}
        error={formState.errors.password?.message}
        describedBy="signature-password-help"
      />
      <p className="form-text" id="signature-password-help">
        {t('page.passwordHelp')}
      </p>
      <button type="submit" className="btn btn-primary" disabled={sign.isPending}>
        {t('page.sign')}
      </button>
    </form>
  );
}

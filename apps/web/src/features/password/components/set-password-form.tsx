import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { VerifyPasswordLinkParams } from '@registry/contract/auth/password';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { clearTokens } from '../../../lib/session';
import { LOGIN_PATH } from '../../../lib/paths';
import { useUpdatePasswordLink } from '../api/update-password-link';
import { outcomeOfAnswer, outcomeOfError, type Outcome } from '../utils/outcome';
import { buildSetPasswordSchema, type SetPasswordValues } from '../utils/password-form-schema';
import { NewPasswordFields } from './new-password-fields';

interface SetPasswordFormProps {
  link: VerifyPasswordLinkParams;
  minLength: number;
}

/** New password and confirmation for a valid link; after success, the way to the login. */
export function SetPasswordForm({ link, minLength }: SetPasswordFormProps) {
  const { t } = useTranslation('password');
  const schema = useMemo(() => buildSetPasswordSchema(minLength), [minLength]);
  const form = useForm<SetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', ConfPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const updatePasswordLink = useUpdatePasswordLink();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await updatePasswordLink.mutateAsync({
        link,
        newPassword: values.newPassword,
        confirmation: values.ConfPassword,
      });
      // Every session of the account ended on the server; this browser's too.
      if (answer.status === 1) clearTokens();
      setOutcome(
        outcomeOfAnswer(answer, { success: t('link.submit'), danger: t('errors.generic') }),
      );
    } catch (error) {
      setOutcome(outcomeOfError(error, t('errors.generic')));
    }
  });

  if (outcome?.variant === 'success') {
    return (
      <div aria-live="polite">
        <CodeMessagesAlert
          variant="success"
          messages={outcome.messages}
          testId="set-password-result"
        />
        <Link to={LOGIN_PATH} className="btn btn-success mt-3">
          {t('link.goToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <NewPasswordFields
        newRegistration={form.register('newPassword')}
        confirmRegistration={form.register('ConfPassword')}
        newError={message(errors.newPassword?.message)}
        confirmError={message(errors.ConfPassword?.message)}
        newPassword={newPassword}
        minLength={minLength}
      />
      <button
        type="submit"
        className="btn btn-success w-100 mb-3"
        disabled={updatePasswordLink.isPending}
      >
        {updatePasswordLink.isPending ? t('link.saving') : t('link.submit')}
      </button>
      <div aria-live="polite">
        {outcome && (
          <CodeMessagesAlert
            variant={outcome.variant}
            messages={outcome.messages}
            testId="set-password-result"
          />
        )}
      </div>
    </form>
  );
}

import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { useMinPasswordLength } from '../api/get-company-data';
import { useUpdatePassword } from '../api/update-password';
import { outcomeOfAnswer, outcomeOfError, type Outcome } from '../utils/outcome';
import {
  buildChangePasswordSchema,
  type ChangePasswordValues,
} from '../utils/password-form-schema';
import { NewPasswordFields } from './new-password-fields';
import { PasswordInput } from './password-input';
import { PageHeader } from '../../../components/ui/page-header';

const EMPTY: ChangePasswordValues = { password: '', newPassword: '', ConfPassword: '' };

/** /change-password (spec sections 2 and 5): current, new and confirmation, with the live conditions. */
export function ChangePasswordPage() {
  const { t } = useTranslation('password');
  const title = useRouteTitle();
  const companyId = useSession()?.companyId ?? 0;
  const minLength = useMinPasswordLength(companyId);
  const schema = useMemo(() => buildChangePasswordSchema(minLength), [minLength]);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const updatePassword = useUpdatePassword();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await updatePassword.mutateAsync(values);
      setOutcome(
        outcomeOfAnswer(answer, { success: t('change.submit'), danger: t('errors.generic') }),
      );
      if (answer.status === 1) form.reset(EMPTY);
    } catch (error) {
      setOutcome(outcomeOfError(error, t('errors.generic')));
    }
  });

  return (
    <section className="py-4 mx-auto narrow-page">
      <PageHeader title={title} description={t('change.intro')} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <PasswordInput
          id="current-password"
          label={t('fields.current')}
          toggleLabel={t('fields.toggles.current')}
          autoComplete="current-password"
          registration={form.register('password')}
          error={message(errors.password?.message)}
        />
        <NewPasswordFields
          newRegistration={form.register('newPassword')}
          confirmRegistration={form.register('ConfPassword')}
          newError={message(errors.newPassword?.message)}
          confirmError={message(errors.ConfPassword?.message)}
          newPassword={newPassword}
          minLength={minLength}
        />
        <button type="submit" className="btn btn-success mb-3" disabled={updatePassword.isPending}>
          {updatePassword.isPending ? t('change.saving') : t('change.submit')}
        </button>
        <div aria-live="polite">
          {outcome && (
            <CodeMessagesAlert
              variant={outcome.variant}
              messages={outcome.messages}
              testId="change-password-result"
            />
          )}
        </div>
      </form>
    </section>
  );
}

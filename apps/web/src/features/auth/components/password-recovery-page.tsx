import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CaptchaField, type CaptchaFieldHandle } from '../../../components/captcha/captcha-field';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { LOGIN_PATH } from '../../../lib/paths';
import { useRequestPasswordRecovery } from '../../password/api/request-password-recovery';
import { PasswordCard } from '../../password/components/password-card';
import {
  hasCode,
  outcomeOfAnswer,
  outcomeOfError,
  type Outcome,
} from '../../password/utils/outcome';

/** Spec section 5: the e-mail is flagged invalid when empty (its format is the server's business). */
const RecoverySchema = z.object({
  email: z.string().trim().min(1, { error: 'recovery.emailRequired' }),
});
type RecoveryValues = z.infer<typeof RecoverySchema>;

/**
 * /password-recovery: e-mail and captcha; the answer's messages shown as
 * success on status 1 and as danger otherwise (spec section 8). The captcha is
 * single-use, so a fresh one follows every submission.
 */
export function PasswordRecoveryPage() {
  const { t } = useTranslation('password');
  const form = useForm<RecoveryValues>({
    resolver: zodResolver(RecoverySchema),
    defaultValues: { email: '' },
  });
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const [captcha, setCaptcha] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const recovery = useRequestPasswordRecovery();
  const emailError = form.formState.errors.email?.message;

  const submit = form.handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      const answer = await recovery.mutateAsync({ email, recaptchaValue: captcha });
      setOutcome(
        outcomeOfAnswer(answer, { success: t('recovery.submit'), danger: t('errors.generic') }),
      );
    } catch (error) {
      setOutcome(outcomeOfError(error, t('errors.generic')));
    } finally {
      captchaRef.current?.reset();
      setCaptcha('');
    }
  });

  return (
    <PasswordCard testId="password-recovery">
      <h1 className="h3 mb-3">{t('recovery.title')}</h1>
      <p>{t('recovery.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="mb-3">
          <label className="form-label" htmlFor="recovery-email">
            {t('recovery.email')}
          </label>
          <RequiredAsterisk />
          <input
            id="recovery-email"
            aria-required="true"
            type="email"
            autoComplete="email"
            className={`form-control${emailError ? ' is-invalid' : ''}`}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'recovery-email-error' : undefined}
            {...form.register('email')}
          />
          <div className="invalid-feedback" id="recovery-email-error">
            {emailError && t(emailError)}
          </div>
        </div>
        <div className="mb-3">
          <CaptchaField
            ref={captchaRef}
            id="recovery-captcha"
            onChange={setCaptcha}
            isInvalid={hasCode(outcome, 'ERROR_CAPTCHA')}
          />
        </div>
        <button type="submit" className="btn btn-success w-100 mb-3" disabled={recovery.isPending}>
          {recovery.isPending ? t('recovery.sending') : t('recovery.submit')}
        </button>
        <div aria-live="polite" className="mb-3">
          {outcome && (
            <CodeMessagesAlert
              variant={outcome.variant}
              messages={outcome.messages}
              testId="password-recovery-result"
            />
          )}
        </div>
        <Link to={LOGIN_PATH}>{t('recovery.backToLogin')}</Link>
      </form>
    </PasswordCard>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { PASSWORD_EXPIRATION_CODE } from '@registry/contract/auth/login';
import type { CodeMessage } from '@registry/contract/common/envelope';
import { CaptchaField, type CaptchaFieldHandle } from '../../../components/captcha/captcha-field';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { ApiError } from '../../../lib/api-client';
import type { SessionTokens } from '../../../lib/session';
import { useLogIn } from '../api/log-in';
import { useStartSession } from '../hooks/use-start-session';
import { pickLoginTarget } from '../utils/login-target';
import { LoginFailureAlert, type LoginFailure } from './login-failure-alert';

/** Spec section 5: the form is valid only when no field is empty. */
const LoginFormSchema = z.object({
  email: z.string().trim().min(1, 'validations.required'),
  password: z.string().min(1, 'validations.required'),
});
type LoginFormValues = z.infer<typeof LoginFormSchema>;

interface LoginFormProps {
  /** A login whose company has not accepted the terms: the modal takes over with this session. */
  onTermsRequired: (session: SessionTokens) => void;
}

/** The failure alert's id: the captcha's checkbox is described by it when asked again. */
const FAILURE_ID = 'login-failure';

/**
 * E-mail, password and captcha (spec sections 2, 4, 5 and 8). Every failed
 * attempt spends the captcha's challenge (the API takes each one once), so the
 * captcha is reset after it, and the focus goes to its new checkbox, read with
 * the failure (also announced as an alert): one key solves it again. While the
 * attempt runs the button is aria-disabled, never disabled, so it keeps the focus.
 */
export function LoginForm({ onTermsRequired }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const logIn = useLogIn();
  const startSession = useStartSession();
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const [captcha, setCaptcha] = useState('');
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    if (failure) captchaRef.current?.focus(FAILURE_ID);
  }, [failure]);

  const fail = (messages: CodeMessage[], extra: Omit<LoginFailure, 'messages'> = {}) => {
    captchaRef.current?.reset();
    setFailure({ messages, ...extra });
  };

  const submit = async (values: LoginFormValues) => {
    setFailure(null);
    if (!captcha) {
      setFailure({
        messages: [{ codeMessage: 'ERROR_CAPTCHA', message: t('mistakes.ERROR_CAPTCHA') }],
      });
      return;
    }
    try {
      const answer = await logIn.mutateAsync({ ...values, recaptchaValue: captcha });
      if (answer.status === 1 && answer.token) {
        const session = { token: answer.token, refreshToken: answer.refreshToken };
        if (answer.acceptTerms === 0) {
          onTermsRequired(session);
          return;
        }
        await startSession(session, pickLoginTarget(answer));
        return;
      }
      const isExpired = answer.codeMessages.some((m) => m.codeMessage === PASSWORD_EXPIRATION_CODE);
      if (isExpired && answer.link) {
        await navigate(answer.link);
        return;
      }
      fail(answer.codeMessages, {
        attemptsLeft: answer.ammountAccess,
        minutesLeft: answer.timeAccess,
      });
    } catch (error) {
      // A network failure only stops the loading indicator (spec section 8).
      if (error instanceof ApiError && error.httpStatus !== null && error.codeMessages.length) {
        fail(error.codeMessages);
      } else {
        captchaRef.current?.reset();
      }
    }
  };

  const fieldClass = (isInvalid: boolean) => `form-control${isInvalid ? ' is-invalid' : ''}`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void handleSubmit(submit)(event);
      }}
      aria-busy={isSubmitting}
    >
      <div className="mb-3">
        <label className="form-label" htmlFor="login-email">
          {t('login.email')}
        </label>
        <RequiredAsterisk />
        <input
          id="login-email"
          aria-required="true"
          type="email"
          autoComplete="username"
          className={fieldClass(Boolean(errors.email))}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...register('email')}
        />
        <div className="invalid-feedback" id="login-email-error">
          {errors.email?.message && t(errors.email.message)}
        </div>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="login-password">
          {t('login.password')}
        </label>
        <RequiredAsterisk />
        <input
          id="login-password"
          aria-required="true"
          type="password"
          autoComplete="current-password"
          className={fieldClass(Boolean(errors.password))}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
        <div className="invalid-feedback" id="login-password-error">
          {errors.password?.message && t(errors.password.message)}
        </div>
      </div>
      <div className="mb-3">
        <CaptchaField
          ref={captchaRef}
          id="login-captcha"
          onChange={setCaptcha}
          isInvalid={failure?.messages.some((m) => m.codeMessage === 'ERROR_CAPTCHA') ?? false}
        />
      </div>
      <div aria-live="polite">
        {failure && <LoginFailureAlert id={FAILURE_ID} failure={failure} />}
      </div>
      <button
        type="submit"
        className={`btn btn-success w-100 mt-3${isSubmitting ? ' disabled' : ''}`}
        aria-disabled={isSubmitting || undefined}
      >
        {isSubmitting && (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        )}
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </button>
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3 small">
        <Link to="/password-recovery">{t('login.forgotPassword')}</Link>
        <Link to="/register">{t('login.register')}</Link>
      </div>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';

export interface LoginFailure {
  messages: CodeMessage[];
  /** ammountAccess: attempts left before the lock. */
  attemptsLeft?: number | undefined;
  /** timeAccess: whole minutes left of the lock. */
  minutesLeft?: number | undefined;
}

/**
 * A failed login as a danger alert (spec section 8): the answer's messages, a
 * line with the attempts left when above 0, and one with the minutes to wait when above 0.
 */
export function LoginFailureAlert({ id, failure }: { id: string; failure: LoginFailure }) {
  const { t } = useTranslation('auth');
  const { messages, attemptsLeft = 0, minutesLeft = 0 } = failure;
  return (
    <div id={id} role="alert" className="alert alert-danger mb-0" data-testid="login-failure">
      {messages.map((item, index) => (
        <p key={index} className="mb-1">
          {item.message || item.codeMessage}
        </p>
      ))}
      {attemptsLeft > 0 && (
        <p className="mb-1" data-testid="login-attempts-left">
          {t('login.attemptsLeft', { attempts: attemptsLeft })}
        </p>
      )}
      {minutesLeft > 0 && (
        <p className="mb-1" data-testid="login-minutes-left">
          {t('login.minutesLeft', { minutes: minutesLeft })}
        </p>
      )}
    </div>
  );
}

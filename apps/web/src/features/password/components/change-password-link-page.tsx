import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VerifyPasswordLinkParams } from '@registry/contract/auth/password';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useVerifyPasswordLink } from '../api/verify-password-link';
import { DEFAULT_MIN_PASSWORD_LENGTH } from '@registry/contract/auth/password-policy';
import { outcomeOfError } from '../utils/outcome';
import { PASSWORD_RECOVERY_PATH } from '../utils/paths';
import { PasswordCard } from './password-card';
import { SetPasswordForm } from './set-password-form';

/**
 * /change-password-link/{idHash}/{codeHash}/{userIdHash}: the end of every
 * one-time link (recovery, invitation, first password after registration, an
 * expired password). The link is checked on arrival and spent by the form.
 */
export function ChangePasswordLinkPage() {
  const { t } = useTranslation('password');
  const { idHash = '', codeHash = '', userIdHash = '' } = useParams();
  const link: VerifyPasswordLinkParams = { idHash, codeHash, userIdHash };
  const verification = useVerifyPasswordLink(link);
  const answer = verification.data;

  if (verification.isPending) {
    return (
      <PasswordCard>
        <h1 className="h3 mb-3">{t('link.title')}</h1>
        <LoadingSpinner label={t('link.checking')} />
      </PasswordCard>
    );
  }

  if (verification.isError) {
    const outcome = outcomeOfError(verification.error, t('errors.generic'));
    return (
      <PasswordCard>
        <h1 className="h3 mb-3">{t('link.title')}</h1>
        <CodeMessagesAlert variant="danger" messages={outcome?.messages ?? []} />
        <button
          type="button"
          className="btn btn-outline-success mt-3"
          onClick={() => void verification.refetch()}
        >
          {t('errors.retry')}
        </button>
      </PasswordCard>
    );
  }

  if (answer?.status !== 1 || !answer.purpose) {
    return (
      <PasswordCard testId="password-link-invalid">
        <h1 className="h3 mb-3">{t('link.invalidTitle')}</h1>
        <CodeMessagesAlert variant="danger" messages={answer?.codeMessages ?? []} />
        <Link to={PASSWORD_RECOVERY_PATH} className="btn btn-success mt-3">
          {t('link.requestNew')}
        </Link>
      </PasswordCard>
    );
  }

  return (
    <PasswordCard testId="password-link-valid">
      <h1 className="h3 mb-2">{t(`link.titles.${answer.purpose}`)}</h1>
      <p className="text-body-secondary mb-4">
        {t('link.account', { name: answer.name ?? '', email: answer.email ?? '' })}
      </p>
      <SetPasswordForm
        link={link}
        minLength={answer.minCharactersPassword ?? DEFAULT_MIN_PASSWORD_LENGTH}
      />
    </PasswordCard>
  );
}

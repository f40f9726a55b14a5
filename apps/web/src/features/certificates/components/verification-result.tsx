import { useTranslation } from 'react-i18next';
import type { Verification } from '../utils/verify-certificate';
import { LOG_LINKS } from '../utils/log-links';

/** What the check found, in words: verified, waiting for the log, or which checks failed. */
export function VerificationResult({
  verification,
  signedAt,
  onCheckAgain,
  isCheckingAgain = false,
}: {
  verification: Verification;
  /** When the registry recorded signing the checkpoint (the note carries no time). */
  signedAt: string | null;
  /** Set once the page stopped asking by itself for a leaf still waiting for the log. */
  onCheckAgain?: () => void;
  isCheckingAgain?: boolean;
}) {
  const { t, i18n } = useTranslation('certificates');
  const signedAtText =
    signedAt === null
      ? ''
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
          new Date(signedAt),
        );
  switch (verification.outcome) {
    case 'verified':
      return (
        <div className="alert alert-success mb-0">
          <p className="fw-semibold mb-1">
            {t('verify.verified', {
              position: verification.position,
              size: verification.treeSize,
              keyName: verification.keyName,
            })}
          </p>
          {signedAtText && <p className="mb-1">{t('verify.signedAt', { at: signedAtText })}</p>}
          <p className="mb-1">
            {t('verify.fingerprint', { keyId: verification.keyId })}{' '}
            <a href={LOG_LINKS.publicKey} className="alert-link">
              {t('verify.compareKey')}
            </a>
          </p>
          <p className="mb-0">
            {verification.isBeneficiaryOpened
              ? t('verify.openingsMatch')
              : t('verify.beneficiaryNotOpened')}
          </p>
        </div>
      );
    case 'pending':
      return (
        <div className="alert alert-info mb-0">
          {onCheckAgain ? (
            <>
              <p>{t('verify.pendingLong')}</p>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={onCheckAgain}
                disabled={isCheckingAgain}
              >
                {t('verify.checkAgain')}
              </button>
            </>
          ) : (
            <p className="mb-0">{t('verify.pending')}</p>
          )}
        </div>
      );
    case 'unsupported':
      return (
        <div className="alert alert-warning mb-0">
          <p className="mb-0">{t('verify.unsupported')}</p>
        </div>
      );
    case 'failed':
      return (
        <div className="alert alert-danger mb-0">
          <p className="fw-semibold mb-1">{t('verify.failedTitle')}</p>
          <ul className="mb-0">
            {verification.failed.map((check) => (
              <li key={check}>{t(`verify.failed.${check}`)}</li>
            ))}
          </ul>
        </div>
      );
  }
}

import { useTranslation } from 'react-i18next';
import type { CertificateAnswer } from '@registry/contract/retirements/certificate';
import { ErrorState } from '../../../components/ui/error-state';
import { useCertificateCheck } from '../hooks/use-certificate-check';
import { HowItIsChecked } from './how-it-is-checked';
import { VerificationResult } from './verification-result';

/**
 * The certificate checked in this browser against the public log (DESIGN.md
 * 4.4): the result is a live region, so a screen reader hears it when it
 * comes, and again when a pending leaf is checked once it is in the log.
 */
export function VerificationPanel({
  answer,
  onCheckAgain,
  isCheckingAgain = false,
}: {
  answer: CertificateAnswer;
  /** Set once the page stopped asking for a leaf still waiting for the log. */
  onCheckAgain?: () => void;
  isCheckingAgain?: boolean;
}) {
  const { t } = useTranslation('certificates');
  const check = useCertificateCheck(answer);
  return (
    <section aria-labelledby="certificate-verification" className="card mb-4">
      <div className="card-body">
        <h2 id="certificate-verification" className="h5">
          {t('verify.title')}
        </h2>
        <p>{t('verify.intro')}</p>
        {check.isError ? (
          <ErrorState
            message={t('verify.couldNotRun')}
            onRetry={() => void check.refetch()}
            isRetrying={check.isFetching}
          />
        ) : (
          <div role="status" aria-live="polite" aria-atomic="true" className="text-break">
            {check.isSuccess ? (
              <VerificationResult
                verification={check.data}
                signedAt={answer.proof.inclusion?.signedAt ?? null}
                onCheckAgain={onCheckAgain}
                isCheckingAgain={isCheckingAgain}
              />
            ) : (
              <p className="mb-0">
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                {t('verify.checking')}
              </p>
            )}
          </div>
        )}
        <HowItIsChecked inclusion={answer.proof.inclusion} />
      </div>
    </section>
  );
}

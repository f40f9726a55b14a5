import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { ApiError } from '../../../lib/api-client';
import { isCertificateId, useCertificate } from '../api/certificate';
import { BeneficiaryCard } from './beneficiary-card';
import { CarbonTaxCard } from './carbon-tax-card';
import { CertificateNotFound } from './certificate-not-found';
import { CertificatePdfLink } from './certificate-pdf-link';
import { ProjectCard } from './project-card';
import { RetirementCard } from './retirement-card';
import { VerificationPanel } from './verification-panel';

/** A 404 (no certificate has the id) or a 400 (the id cannot be one): nothing to show. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400);

/**
 * /emit-certification/{emitCertificationId}, for anyone (DESIGN.md 4.4): a
 * retirement's certificate and, checked in the browser against the public
 * log, its proof. The h1 stays the same element from the loading state on,
 * so the focus the shell gives it after the navigation stays there.
 */
export function CertificatePage() {
  const { t } = useTranslation('certificates');
  const title = useRouteTitle();
  const { emitCertificationId = '' } = useParams();
  const isWellFormed = isCertificateId(emitCertificationId);
  const { query, isWaitOver } = useCertificate(isWellFormed ? emitCertificationId : null);
  const answer = query.data;
  return (
    <article aria-labelledby="certificate-title">
      <PageHeader
        title={answer ? `${title} ${answer.certificate.certificateNumber}` : title}
        titleId="certificate-title"
        description={answer ? t('description') : undefined}
        actions={
          answer && (
            <CertificatePdfLink
              emitCertificationId={answer.certificate.emitCertificationId}
              certificateNumber={answer.certificate.certificateNumber}
            />
          )
        }
      />
      {!isWellFormed || isMissing(query.error) ? (
        <CertificateNotFound />
      ) : answer ? (
        <>
          <VerificationPanel
            answer={answer}
            onCheckAgain={isWaitOver ? () => void query.refetch() : undefined}
            isCheckingAgain={query.isFetching}
          />
          <div className="row row-cols-1 row-cols-lg-2 g-3">
            <div className="col">
              <RetirementCard certificate={answer.certificate} />
            </div>
            <div className="col">
              <BeneficiaryCard beneficiary={answer.certificate.beneficiary} />
            </div>
            <div className="col">
              <ProjectCard project={answer.certificate.project} />
            </div>
            {answer.certificate.carbonTax && (
              <div className="col">
                <CarbonTaxCard carbonTax={answer.certificate.carbonTax} />
              </div>
            )}
          </div>
        </>
      ) : query.isError ? (
        <ErrorState
          message={t('loadFailed')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <LoadingSpinner label={t('loading')} />
      )}
    </article>
  );
}

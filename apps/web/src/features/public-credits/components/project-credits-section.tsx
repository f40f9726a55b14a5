import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VintageCredits } from '@registry/contract/retirements/public-credits';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useProjectCreditSummary } from '../api/public-credits';

const KINDS = ['issuedKg', 'retiredKg', 'cancelledKg', 'bufferKg', 'outstandingKg'] as const;

/**
 * A public project's credits (DESIGN.md 4.4), as a registry's project page
 * shows them: per vintage the tonnes issued, retired, cancelled, in the
 * buffer pool and outstanding, with their totals, and the links to its
 * certificates and to its retired credits. Nobody's holdings are named.
 */
export function ProjectCreditsSection({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation('publicCredits');
  const summary = useProjectCreditSummary(projectId);
  const tonnes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const shown = (kg: number) => tonnes.format(kg / 1000);
  const vintages = summary.data ?? [];
  const total = (kind: (typeof KINDS)[number]) =>
    vintages.reduce((sum, vintage: VintageCredits) => sum + vintage[kind], 0);
  return (
    <section aria-labelledby="project-credits" className="mb-4">
      <h2 id="project-credits" className="h4">
        {t('credits.title')}
      </h2>
      {summary.isPending ? (
        <LoadingSpinner label={t('credits.loading')} />
      ) : summary.isError ? (
        <ErrorState
          message={t('credits.loadError')}
          onRetry={() => void summary.refetch()}
          isRetrying={summary.isFetching}
        />
      ) : vintages.length === 0 ? (
        <p className="text-body-secondary">{t('credits.none')}</p>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-sm align-middle">
              <caption className="caption-top">{t('credits.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('credits.vintage')}</th>
                  {KINDS.map((kind) => (
                    <th key={kind} scope="col" className="text-end">
                      {t(`credits.${kind}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {vintages.map((vintage) => (
                  <tr key={vintage.vintage}>
                    <th scope="row">{vintage.vintage}</th>
                    {KINDS.map((kind) => (
                      <td key={kind} className="text-end text-nowrap">
                        {shown(vintage[kind])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {vintages.length > 1 && (
                <tfoot>
                  <tr className="fw-semibold">
                    <th scope="row">{t('credits.total')}</th>
                    {KINDS.map((kind) => (
                      <td key={kind} className="text-end text-nowrap">
                        {shown(total(kind))}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
          <p className="small text-body-secondary">{t('credits.explain')}</p>
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-outline-primary" to={`/emit-certifications/0/${projectId}`}>
              {t('credits.certificates')}
            </Link>
            <Link className="btn btn-outline-primary" to={`/downloadRetiredBonds/${projectId}`}>
              {t('credits.retired')}
            </Link>
            <Link className="btn btn-outline-primary" to={`/public-ledger?projectId=${projectId}`}>
              {t('credits.ledgerLink')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

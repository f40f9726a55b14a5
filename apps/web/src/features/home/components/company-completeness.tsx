import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMyCompany } from '../../my-company/api/get-my-company';
import { tabHref } from '../../my-company/utils/my-company-tabs';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { DashboardCard } from './dashboard-card';

const SECTIONS = [
  { tab: 'billing', flag: 'updateBilling' },
  { tab: 'dueDiligence', flag: 'updateDueDiligence' },
] as const;

/**
 * Whether the company completed its billing and due-diligence data (the
 * updateBilling and updateDueDiligence flags), each with a link to finish it.
 */
export function CompanyCompleteness() {
  const { t } = useTranslation('home');
  const query = useMyCompany();
  return (
    <DashboardCard title={t('dashboard.completeness.title')} testId="home-completeness">
      {(headingId) =>
        query.isPending ? (
          <LoadingSpinner label={t('dashboard.loading')} />
        ) : query.isError ? (
          <ErrorState
            message={t('dashboard.completeness.error')}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <ul className="list-group list-group-flush" aria-labelledby={headingId}>
            {SECTIONS.map(({ tab, flag }) => {
              const isComplete = query.data.company[flag] === 1;
              const name = t(`dashboard.completeness.${tab}`);
              return (
                <li
                  key={tab}
                  className="list-group-item px-0 d-flex flex-wrap align-items-center gap-2"
                >
                  <span className="me-auto">{name}</span>
                  <span className={`badge ${isComplete ? 'text-bg-success' : 'text-bg-warning'}`}>
                    {t(isComplete ? 'dashboard.completeness.done' : 'dashboard.completeness.todo')}
                  </span>
                  {!isComplete && (
                    <Link to={tabHref(tab)} className="btn btn-sm btn-primary">
                      {t('dashboard.completeness.finish', { name })}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )
      }
    </DashboardCard>
  );
}

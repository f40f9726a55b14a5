import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REQUEST_PENDING } from '@registry/contract/company-links/company-request';
import { useCompanyRequests } from '../../company-links/api/company-requests';
import { tabHref } from '../../my-company/utils/my-company-tabs';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { DashboardCard } from './dashboard-card';

/** Connection requests other companies sent to this one, still waiting for an answer. */
export function PendingRequests() {
  const { t } = useTranslation('home');
  const query = useCompanyRequests();
  const pending = query.data?.companyRequestCompany.filter(
    (request) => request.state === REQUEST_PENDING,
  );
  return (
    <DashboardCard
      title={t('dashboard.requests.title')}
      testId="home-requests"
      footer={<Link to={tabHref('connectivity')}>{t('dashboard.requests.open')}</Link>}
    >
      {(headingId) =>
        query.isPending ? (
          <LoadingSpinner label={t('dashboard.loading')} />
        ) : query.isError || !pending ? (
          <ErrorState
            message={t('dashboard.requests.error')}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : pending.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('dashboard.requests.empty')}</p>
        ) : (
          <ul className="list-group list-group-flush" aria-labelledby={headingId}>
            {pending.map((request) => (
              <li key={request.id} className="list-group-item px-0">
                {request.name}
              </li>
            ))}
          </ul>
        )
      }
    </DashboardCard>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../hooks/use-session';
import { companyQueryOptions } from '../../session/api/get-company';

/**
 * Where the certifier's review of the company stands (DESIGN.md 4.1): while
 * pending, what happens next; once rejected or suspended, a warning with the
 * certifier's reason. An approved company sees nothing.
 */
export function CompanyStateNotice() {
  const { t } = useTranslation('myCompany');
  const claims = useSession();
  const query = useQuery(companyQueryOptions(claims?.companyId ?? 0, claims?.userHash ?? ''));
  const answer = query.data;
  if (answer?.status !== 1) return null;
  const { state, stateReason } = answer.company;
  if (state === 'approved') return null;
  if (state === 'pending') {
    return (
      <div className="alert alert-info" data-testid="company-state-pending">
        <p className="fw-semibold mb-1">{t('state.pending.title')}</p>
        <ol className="mb-0">
          <li>{t('state.pending.complete')}</li>
          <li>{t('state.pending.review')}</li>
          <li>{t('state.pending.menus')}</li>
        </ol>
      </div>
    );
  }
  return (
    <div className="alert alert-warning" role="alert" data-testid={`company-state-${state}`}>
      <p className="fw-semibold mb-1">{t(`state.${state}.title`)}</p>
      <p className="mb-1">{t(`state.${state}.effect`)}</p>
      <p className="mb-0">
        {t('state.reason')} {stateReason ?? t('state.noReason')}
      </p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { CompanySearchResult } from '@registry/contract/company-links/search-companies';

const BADGE_CLASS = {
  accepted: 'text-bg-success',
  pendingSent: 'text-bg-warning',
  pendingReceived: 'text-bg-info',
} as const;

/**
 * The last cell of a search result: the request button for a company not yet
 * linked (or whose request was rejected), otherwise the existing link's state.
 */
export function SearchResultAction({
  company,
  onRequest,
}: {
  company: CompanySearchResult;
  onRequest: (company: CompanySearchResult) => void;
}) {
  const { t } = useTranslation('companyView');
  if (company.linkState !== 'none') {
    return (
      <span
        className={`badge ${BADGE_CLASS[company.linkState]}`}
        data-testid="company-search-link-state"
      >
        {t(`links.search.linkState.${company.linkState}`)}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-sm btn-success"
      aria-label={t('links.search.requestOf', { name: company.name })}
      onClick={() => onRequest(company)}
    >
      {t('links.search.request')}
    </button>
  );
}

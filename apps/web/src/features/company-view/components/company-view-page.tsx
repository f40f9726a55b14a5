import './company-view.css';
import { useId } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { ApiError } from '../../../lib/api-client';
import { useCompanyView } from '../api/get-company-view';
import { parseCompanyId } from '../utils/parse-company-id';
import { CompanyViewTabs } from './company-view-tabs';
import { PageHeader } from '../../../components/ui/page-header';

/**
 * The text of a failed load: the API's first message, a refused access (403)
 * included (spec section 8); a generic text when the API sent none.
 */
function useFailureText(error: unknown): string {
  const { t } = useTranslation('companyView');
  const first = error instanceof ApiError ? error.codeMessages[0] : undefined;
  return first?.message || first?.codeMessage || t('errors.load');
}

function FailureAlert({ text }: { text: string }) {
  return (
    <div role="alert" className="alert alert-danger" data-testid="company-view-error">
      {text}
    </div>
  );
}

/**
 * /all-information/{companyId}: the single-company read-only view (spec
 * section 2), for the company itself, a certifier or a connected company.
 * A loading state until the company loads, then three tabs, the first selected.
 */
export function CompanyViewPage() {
  const { t } = useTranslation('companyView');
  const title = useRouteTitle();
  const titleId = useId();
  const id = parseCompanyId(useParams().companyId);
  const view = useCompanyView(id);
  const failureText = useFailureText(view.error);

  let content;
  if (id === null) content = <FailureAlert text={t('errors.notFound')} />;
  else if (view.isPending) content = <LoadingSpinner label={t('loading')} />;
  else if (view.isError) content = <FailureAlert text={failureText} />;
  else content = <CompanyViewTabs company={view.data.company} />;

  return (
    <section className="company-view" aria-labelledby={titleId} aria-busy={view.isFetching}>
      <PageHeader
        title={title}
        titleId={titleId}
        description={
          view.data && (
            <>
              {view.data.company.name}{' '}
              <span className="font-monospace">({view.data.company.companyId})</span>
            </>
          )
        }
      />
      {content}
    </section>
  );
}

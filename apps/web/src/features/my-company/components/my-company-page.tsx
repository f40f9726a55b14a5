import './my-company.css';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useMyCompany } from '../api/get-my-company';
import { failureMessages } from '../utils/save-failure';
import { readTab, TAB_PARAM, type MyCompanyTab } from '../utils/my-company-tabs';
import { BillingTab } from './billing-tab';
import { CompanyStateNotice } from './company-state-notice';
import { DueDiligenceTab } from './due-diligence-tab';
import { GeneralTab, type MyCompanyTabProps } from './general-tab';
import { MyCompanySideNav } from './my-company-side-nav';
import { SecurityTab } from './security-tab';
import { PageHeader } from '../../../components/ui/page-header';

const ConnectivityTab = lazy(async () => ({
  default: (await import('../../company-links/components/connectivity-tab')).ConnectivityTab,
}));

function TabContent({ tab, ...props }: MyCompanyTabProps & { tab: MyCompanyTab }) {
  switch (tab) {
    case 'general':
      return <GeneralTab {...props} />;
    case 'billing':
      return <BillingTab {...props} />;
    case 'dueDiligence':
      return <DueDiligenceTab {...props} />;
    case 'connectivity':
      return (
        <ConnectivityTab
          platformId={props.data.company.platformId}
          hashId={props.data.company.hashId}
        />
      );
    case 'security':
      return <SecurityTab {...props} />;
  }
}

/**
 * /my-company (spec section 2): the company's own data in five tabs, switched
 * by a collapsible side navigation; the selected tab is in the URL (?tab=), so
 * a reload keeps it. Switching tabs leaves any edit (each tab starts in view).
 */
export function MyCompanyPage() {
  const { t } = useTranslation('myCompany');
  const title = useRouteTitle();
  const [params] = useSearchParams();
  const tab = readTab(params.get(TAB_PARAM));
  const query = useMyCompany();
  const [hiddenError, setHiddenError] = useState<unknown>(null);
  const reload = () => void query.refetch();
  const isErrorShown = query.isError && hiddenError !== query.error;

  return (
    <section aria-labelledby="my-company-title">
      <PageHeader title={title} titleId="my-company-title" />
      <CompanyStateNotice />
      {isErrorShown && (
        <div className="mb-3">
          <CodeMessagesAlert
            variant="danger"
            messages={failureMessages(query.error, t('errors.load'), 'first')}
            onClose={() => setHiddenError(query.error)}
            closeLabel={t('closeMessage')}
            testId="my-company-load-error"
          />
        </div>
      )}
      {query.isPending ? (
        <LoadingSpinner label={t('loading')} />
      ) : query.data ? (
        <div className="row">
          <div className="col-md-auto">
            <MyCompanySideNav selected={tab} company={query.data.company} />
          </div>
          <div className="col-md">
            <Suspense fallback={<LoadingSpinner label={t('loading')} />}>
              <TabContent key={tab} tab={tab} data={query.data} onReload={reload} />
            </Suspense>
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn-outline-secondary" onClick={reload}>
          {t('retry')}
        </button>
      )}
    </section>
  );
}

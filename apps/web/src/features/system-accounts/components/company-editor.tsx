import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { failureText } from '../../../lib/ledger-call';
import { EditedCompanyContext } from '../../my-company/api/edited-company';
import { useMyCompany } from '../../my-company/api/get-my-company';
import { BillingTab } from '../../my-company/components/billing-tab';
import { DueDiligenceTab } from '../../my-company/components/due-diligence-tab';
import { GeneralTab } from '../../my-company/components/general-tab';

const TABS = ['general', 'billing', 'dueDiligence'] as const;
type EditorTab = (typeof TABS)[number];

/**
 * A certifier edits a company's data (spec section 7 company/update,
 * update-billing, update-due-diligence) with My Company's own three tabs and
 * checks, the company named by the context.
 */
export function CompanyEditor({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  return (
    <EditedCompanyContext.Provider value={companyId}>
      <EditorBody onClose={onClose} />
    </EditedCompanyContext.Provider>
  );
}

function EditorBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['systemAccounts', 'myCompany']);
  const query = useMyCompany();
  const [tab, setTab] = useState<EditorTab>('general');
  const reload = () => void query.refetch();
  const back = (
    <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
      {t('edit.back')}
    </button>
  );

  if (query.isPending) return <LoadingSpinner label={t('edit.loading')} />;
  if (query.isError)
    return (
      <>
        <ErrorState
          message={failureText(query.error, t('edit.failed'))}
          onRetry={reload}
          isRetrying={query.isFetching}
        />
        {back}
      </>
    );
  const props = { data: query.data, onReload: reload };
  return (
    <section aria-labelledby="company-editor-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="company-editor-title" className="h4 mb-0">
          {t('edit.title', { name: query.data.company.name })}
        </h2>
        {back}
      </div>
      <div className="btn-group flex-wrap mb-3" role="group" aria-label={t('edit.tabs')}>
        {TABS.map((item) => (
          <button
            key={item}
            type="button"
            className={`btn ${item === tab ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={item === tab}
            onClick={() => setTab(item)}
          >
            {t(`nav.tabs.${item}`, { ns: 'myCompany' })}
          </button>
        ))}
      </div>
      <Suspense fallback={<LoadingSpinner label={t('edit.loading')} />}>
        {tab === 'general' && <GeneralTab key={tab} {...props} />}
        {tab === 'billing' && <BillingTab key={tab} {...props} />}
        {tab === 'dueDiligence' && <DueDiligenceTab key={tab} {...props} />}
      </Suspense>
    </section>
  );
}

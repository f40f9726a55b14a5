import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INVOICE_STATES, type InvoiceState } from '@registry/contract/billing/billing-api';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { FeeForm } from './fee-form';
import { FeeSchedule } from './fee-schedule';
import { InvoicesList } from './invoices-list';
import { PAYMENTS_PATH } from '../../../lib/paths';

/**
 * /invoicing (DESIGN.md 4.5): the fee schedule (the certifier adds prices to
 * it; others read it) and the invoices its events raised: a certifier sees
 * every company's, a company its own, filtered by state, 50 more at a time.
 */
export function InvoicingPage() {
  const { t } = useTranslation('invoicing');
  const title = useRouteTitle();
  const id = useId();
  const isCertifier = useSession()?.typeAccount === 'certifier';
  const [state, setState] = useState<InvoiceState | null>(null);
  return (
    <>
      <PageHeader
        title={title}
        description={isCertifier ? t('description.certifier') : t('description.company')}
      />
      <p>
        <Link to={PAYMENTS_PATH}>{t('toPayments')}</Link>
      </p>
      <section aria-labelledby={`${id}-invoices`} className="mb-5">
        <h2 id={`${id}-invoices`} className="h4">
          {t('invoices.title')}
        </h2>
        <div className="mb-3" style={{ maxWidth: '20rem' }}>
          <label className="form-label" htmlFor={`${id}-state`}>
            {t('invoices.state')}
          </label>
          <select
            id={`${id}-state`}
            className="form-select"
            value={state ?? ''}
            onChange={(event) => setState((event.target.value as InvoiceState) || null)}
          >
            <option value="">{t('invoices.allStates')}</option>
            {INVOICE_STATES.map((item) => (
              <option key={item} value={item}>
                {t(`states.${item}`)}
              </option>
            ))}
          </select>
        </div>
        <InvoicesList
          state={state}
          isCertifier={isCertifier}
          empty={{ title: t('invoices.emptyTitle'), text: t('invoices.empty') }}
        />
      </section>
      <section aria-labelledby={`${id}-fees`}>
        <h2 id={`${id}-fees`} className="h4">
          {t('fees.title')}
        </h2>
        <p className="text-body-secondary">{t('fees.description')}</p>
        {isCertifier && <FeeForm />}
        <FeeSchedule />
      </section>
    </>
  );
}

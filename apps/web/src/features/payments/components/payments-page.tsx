import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { InvoicesList } from '../../invoicing/components/invoices-list';
import { INVOICING_PATH } from '../../../lib/paths';

/**
 * /payment-pending-confirm (DESIGN.md 4.5): the invoices whose proof of
 * payment waits for the certifier. A certifier sees every company's and
 * confirms or refuses each; a company sees its own and what happens next.
 */
export function PaymentsPage() {
  const { t } = useTranslation('payments');
  const title = useRouteTitle();
  const isCertifier = useSession()?.typeAccount === 'certifier';
  const role = isCertifier ? 'certifier' : 'company';
  return (
    <>
      <PageHeader title={title} description={t(`description.${role}`)} />
      <p>
        <Link to={INVOICING_PATH}>{t('toInvoicing')}</Link>
      </p>
      <InvoicesList
        state="pendingConfirmation"
        isCertifier={isCertifier}
        empty={{ title: t('emptyTitle'), text: t(`empty.${role}`) }}
      />
    </>
  );
}

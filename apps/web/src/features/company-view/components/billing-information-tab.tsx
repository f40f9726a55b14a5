import { useTranslation } from 'react-i18next';
import type { CompanyView } from '@registry/contract/company/company-view';
import { DocumentsAccordion } from './documents-accordion';
import { ReadOnlyFields } from './read-only-fields';

/** Billing information, read-only: contact, e-mails, special considerations and billing documents. */
export function BillingInformationTab({ company }: { company: CompanyView }) {
  const { t } = useTranslation('companyView');
  const label = (field: string) => t(`billing.fields.${field}`);
  return (
    <>
      <ReadOnlyFields
        fields={[
          { label: label('billingContactName'), value: company.billingContactName },
          { label: label('billingEmails'), value: company.billingEmails },
          {
            label: label('specialConsiderations'),
            value: company.specialConsiderations,
            isMultiline: true,
          },
        ]}
      />
      <h2 className="h5">{t('billing.documents')}</h2>
      <DocumentsAccordion
        groups={company.companyDocuments.filter((group) => group.isBilling === 1)}
        emptyText={t('billing.noDocuments')}
        testId="billing-documents"
      />
    </>
  );
}

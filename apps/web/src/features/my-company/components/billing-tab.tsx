import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INVOICING_PATH } from '../../../lib/paths';
import { useEditedCompanyId } from '../api/edited-company';
import { useUpdateBilling } from '../api/update-billing';
import { useTabEditor } from '../hooks/use-tab-editor';
import { useUploads } from '../hooks/use-uploads';
import {
  billingFormSchema,
  billingFormValues,
  toUpdateBillingRequest,
  type BillingFormValues,
} from '../utils/billing-form';
import { typesOfTab } from '../utils/documents-by-type';
import { listMissingItems } from '../utils/missing-items';
import { splitMissing } from '../utils/split-missing';
import { DocumentTypesList } from './document-types-list';
import type { MyCompanyTabProps } from './general-tab';
import { ReadOnlyFields } from './read-only-fields';
import { TabSection } from './tab-section';
import { TextField } from './text-field';

type BillingTexts = Omit<BillingFormValues, 'files'>;

/**
 * Tab 2, billing information (spec section 2): billing contact name and
 * e-mail, special considerations and the billing documents. A save lists
 * every missing required item (spec section 5).
 */
export function BillingTab({ data, onReload }: MyCompanyTabProps) {
  const isEdited = useEditedCompanyId() !== null;
  const { t } = useTranslation('myCompany');
  const { company } = data;
  const types = typesOfTab(data.typeDocumentsCompanies, 1);
  const editor = useTabEditor({
    onCancel: onReload,
    fallbackFailure: t('errors.save'),
    failureMessages: 'all',
  });
  const update = useUpdateBilling();
  const uploads = useUploads();
  const form = useForm<BillingTexts>({ defaultValues: billingFormValues(company) });
  const [missingTypeIds, setMissingTypeIds] = useState<ReadonlySet<string>>(new Set());
  const { errors } = form.formState;

  useEffect(() => {
    if (editor.isEditing) form.setFocus('billingContactName');
  }, [editor.isEditing, form]);

  const values = (): BillingFormValues => ({ ...form.getValues(), files: uploads.uploads });

  const edit = () => {
    form.reset(billingFormValues(company));
    uploads.reset();
    setMissingTypeIds(new Set());
    editor.edit();
  };

  const validate = () => {
    form.clearErrors();
    const missing = listMissingItems(
      billingFormSchema(types, company.companiesDocuments),
      values(),
    );
    const { fields, typeIds } = splitMissing(missing);
    for (const field of fields) form.setError(field as keyof BillingTexts, { type: 'required' });
    setMissingTypeIds(typeIds);
    editor.requestSave(missing);
  };

  return (
    <TabSection
      tab="billing"
      editor={editor}
      onEdit={edit}
      onSave={validate}
      onConfirm={() => void editor.save(() => update.mutateAsync(toUpdateBillingRequest(values())))}
      isBusy={uploads.isBusy}
    >
      {editor.isEditing ? (
        <div className="row">
          <div className="col-md-6">
            <TextField
              id="my-company-billing-contact"
              label={t('billing.fields.billingContactName')}
              registration={form.register('billingContactName', {
                onChange: () => form.clearErrors('billingContactName'),
              })}
              isInvalid={Boolean(errors.billingContactName)}
              isRequired
              maxLength={120}
            />
          </div>
          <div className="col-md-6">
            <TextField
              id="my-company-billing-email"
              label={t('billing.fields.billingEmail')}
              registration={form.register('billingEmail', {
                onChange: () => form.clearErrors('billingEmail'),
              })}
              isInvalid={Boolean(errors.billingEmail)}
              isRequired
              type="email"
              maxLength={254}
            />
          </div>
          <div className="col-12">
            <TextField
              id="my-company-special-considerations"
              label={t('billing.fields.specialConsiderations')}
              registration={form.register('specialConsiderations')}
              hint={t('billing.specialConsiderationsHint')}
              rows={4}
              maxLength={2000}
            />
          </div>
        </div>
      ) : (
        <ReadOnlyFields
          items={[
            { label: t('billing.fields.billingContactName'), value: company.billingContactName },
            { label: t('billing.fields.billingEmail'), value: company.billingEmail },
            {
              label: t('billing.fields.specialConsiderations'),
              value: company.specialConsiderations,
              isMultiline: true,
            },
          ]}
        />
      )}
      {!isEdited && (
        <p className="mt-2">
          <Link to={INVOICING_PATH}>{t('billing.invoices')}</Link>
        </p>
      )}
      <h3 className="h5 mt-2">{t('billing.documents')}</h3>
      <DocumentTypesList
        types={types}
        documents={company.companiesDocuments}
        typeIdsWithHistory={company.documentTypesWithHistory}
        isEditing={editor.isEditing}
        missingTypeIds={missingTypeIds}
        uploads={uploads}
      />
    </TabSection>
  );
}

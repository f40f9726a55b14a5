import { formatDocumentNumberShown } from '../../../lib/format-document-number';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GetMyCompanyResponse } from '@registry/contract/company/my-company';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { useDownload } from '../../files/hooks/use-download';
import { useUpdateMyCompany } from '../api/update-my-company';
import { useTabEditor } from '../hooks/use-tab-editor';
import { useUploads } from '../hooks/use-uploads';
import {
  GeneralFormSchema,
  generalFormValues,
  toUpdateMyCompanyRequest,
  type GeneralFormValues,
} from '../utils/general-form';
import { listMissingItems } from '../utils/missing-items';
import { LogoSection } from './logo-section';
import { ReadOnlyFields, type ReadOnlyItem } from './read-only-fields';
import { TabSection } from './tab-section';
import { TextField } from './text-field';

export interface MyCompanyTabProps {
  data: GetMyCompanyResponse;
  /** Loads the company again (Cancel). */
  onReload: () => void;
}

const EDITABLE = ['address', 'contactName', 'phone'] as const;

/**
 * Tab 1, general information (spec section 2): the company's registration
 * data read-only; address, administration contact and phone editable, all
 * required; the logo with download, history and, in the edit state, upload.
 */
export function GeneralTab({ data, onReload }: MyCompanyTabProps) {
  const { t } = useTranslation('myCompany');
  const { company } = data;
  const editor = useTabEditor({
    onCancel: onReload,
    fallbackFailure: t('errors.save'),
    failureMessages: 'all',
  });
  const update = useUpdateMyCompany();
  const downloads = useDownload();
  const form = useForm<GeneralFormValues>({ defaultValues: generalFormValues(company) });
  const uploads = useUploads();
  const { errors } = form.formState;

  useEffect(() => {
    if (editor.isEditing) form.setFocus('address');
  }, [editor.isEditing, form]);

  const edit = () => {
    form.reset(generalFormValues(company));
    uploads.reset();
    editor.edit();
  };

  const validate = () => {
    form.clearErrors();
    const missing = listMissingItems(GeneralFormSchema, form.getValues());
    for (const item of missing) {
      form.setError(item.field as keyof GeneralFormValues, { type: 'required' });
    }
    editor.requestSave(missing);
  };

  const registration: ReadOnlyItem[] = [
    { label: t('general.fields.name'), value: company.name },
    { label: t('general.fields.platformId'), value: company.platformId },
    { label: t('general.fields.accountType'), value: company.accountType },
    { label: t('general.fields.typeDocument'), value: company.typeDocument },
    {
      label: t('general.fields.documentNumber'),
      value: formatDocumentNumberShown(company),
    },
    { label: t('general.fields.country'), value: company.country },
    { label: t('general.fields.region'), value: company.region },
    { label: t('general.fields.city'), value: company.city },
    { label: t('general.fields.email'), value: company.email },
  ];
  const editable: ReadOnlyItem[] = [
    { label: t('general.fields.address'), value: company.address },
    { label: t('general.fields.contactName'), value: company.contactName },
    {
      label: t('general.fields.phone'),
      value: company.phone && `${company.phoneCode} ${company.phone}`.trim(),
    },
  ];

  return (
    <TabSection
      tab="general"
      editor={editor}
      onEdit={edit}
      onSave={validate}
      onConfirm={() =>
        void editor.save(() =>
          update.mutateAsync(
            toUpdateMyCompanyRequest(form.getValues(), uploads.uploads.logo?.[0] ?? null),
          ),
        )
      }
      isBusy={uploads.isBusy}
    >
      <ReadOnlyFields items={editor.isEditing ? registration : [...registration, ...editable]} />
      {editor.isEditing && (
        <div className="row">
          {EDITABLE.map((field) => (
            <div key={field} className={field === 'address' ? 'col-12' : 'col-md-6'}>
              <TextField
                id={`my-company-${field}`}
                label={t(`general.fields.${field}`)}
                registration={form.register(field, { onChange: () => form.clearErrors(field) })}
                isInvalid={Boolean(errors[field])}
                isRequired
                type={field === 'phone' ? 'tel' : 'text'}
                prefix={field === 'phone' ? company.phoneCode : undefined}
                maxLength={field === 'address' ? 200 : field === 'phone' ? 30 : 120}
              />
            </div>
          ))}
        </div>
      )}
      <LogoSection
        company={company}
        isEditing={editor.isEditing}
        downloads={downloads}
        uploads={uploads}
      />
      <LoadingOverlay show={downloads.isPreparing} label={t('documents.preparing')} />
    </TabSection>
  );
}

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../auth/api/countries';
import { useUpdateDueDiligence } from '../api/update-due-diligence';
import { useTabEditor } from '../hooks/use-tab-editor';
import { useUploads } from '../hooks/use-uploads';
import { typesOfTab } from '../utils/documents-by-type';
import {
  dueDiligenceFormSchema,
  dueDiligenceFormValues,
  toUpdateDueDiligenceRequest,
  type DueDiligenceFormValues,
} from '../utils/due-diligence-form';
import { listMissingItems } from '../utils/missing-items';
import { splitMissing } from '../utils/split-missing';
import { DocumentTypesList } from './document-types-list';
import type { MyCompanyTabProps } from './general-tab';
import { PeopleSection } from './people-section';
import { ReadOnlyFields } from './read-only-fields';
import { SurveyAndOrigin } from './survey-and-origin';
import { TabSection } from './tab-section';
import { TextField } from './text-field';

type Extras = Omit<DueDiligenceFormValues, 'files' | 'taxIdNumber'>;

function extrasOf(values: DueDiligenceFormValues): Extras {
  const { originIncome, ceos, shareholders, answers } = values;
  return { originIncome, ceos, shareholders, answers };
}

/**
 * Tab 3, due diligence (spec section 2): tax id number, the non-billing
 * documents, chief executives and shareholders, the survey and the origin of
 * income. A save lists every missing item (spec section 5); a failed save
 * shows the first message (spec section 8).
 */
export function DueDiligenceTab({ data, onReload }: MyCompanyTabProps) {
  const { t } = useTranslation('myCompany');
  const { company, surveys } = data;
  const types = typesOfTab(data.typeDocumentsCompanies, 0);
  const editor = useTabEditor({
    onCancel: onReload,
    fallbackFailure: t('errors.save'),
    failureMessages: 'first',
  });
  const update = useUpdateDueDiligence();
  const uploads = useUploads();
  const countries = useCountries().data ?? [];
  const form = useForm<{ taxIdNumber: string }>({
    defaultValues: { taxIdNumber: company.taxIdentificationNumber },
  });
  const [extras, setExtras] = useState<Extras>(() => extrasOf(dueDiligenceFormValues(company)));
  const [missing, setMissing] = useState<{
    fields: ReadonlySet<string>;
    typeIds: ReadonlySet<string>;
  }>({ fields: new Set(), typeIds: new Set() });
  const shown = editor.isEditing ? extras : extrasOf(dueDiligenceFormValues(company));
  const change = (patch: Partial<Extras>) => setExtras((current) => ({ ...current, ...patch }));

  useEffect(() => {
    if (editor.isEditing) form.setFocus('taxIdNumber');
  }, [editor.isEditing, form]);

  const values = (): DueDiligenceFormValues => ({
    ...extras,
    taxIdNumber: form.getValues('taxIdNumber'),
    files: uploads.uploads,
  });

  const edit = () => {
    form.reset({ taxIdNumber: company.taxIdentificationNumber });
    setExtras(extrasOf(dueDiligenceFormValues(company)));
    uploads.reset();
    setMissing({ fields: new Set(), typeIds: new Set() });
    editor.edit();
  };

  const validate = () => {
    const items = listMissingItems(
      dueDiligenceFormSchema(types, company.companiesDocuments, surveys),
      values(),
    );
    const { fields, typeIds } = splitMissing(items);
    form.clearErrors();
    if (fields.includes('taxIdNumber')) form.setError('taxIdNumber', { type: 'required' });
    setMissing({ fields: new Set(fields), typeIds });
    editor.requestSave(items);
  };

  const isMissing = (field: keyof DueDiligenceFormValues) =>
    editor.isEditing && missing.fields.has(field);

  return (
    <TabSection
      tab="dueDiligence"
      editor={editor}
      onEdit={edit}
      onSave={validate}
      onConfirm={() =>
        void editor.save(() => update.mutateAsync(toUpdateDueDiligenceRequest(values())))
      }
      isBusy={uploads.isBusy}
    >
      {editor.isEditing ? (
        <div className="row">
          <div className="col-md-6">
            <TextField
              id="my-company-tax-id"
              label={t('dueDiligence.fields.taxIdNumber')}
              registration={form.register('taxIdNumber', {
                onChange: () => form.clearErrors('taxIdNumber'),
              })}
              isInvalid={Boolean(form.formState.errors.taxIdNumber)}
              isRequired
              maxLength={40}
            />
          </div>
        </div>
      ) : (
        <ReadOnlyFields
          items={[
            { label: t('dueDiligence.fields.taxIdNumber'), value: company.taxIdentificationNumber },
          ]}
        />
      )}
      <h3 className="h5 mt-2">{t('dueDiligence.documents')}</h3>
      <DocumentTypesList
        types={types}
        documents={company.companiesDocuments}
        typeIdsWithHistory={company.documentTypesWithHistory}
        isEditing={editor.isEditing}
        missingTypeIds={editor.isEditing ? missing.typeIds : new Set()}
        uploads={uploads}
      />
      {(['ceos', 'shareholders'] as const).map((kind) => (
        <PeopleSection
          key={kind}
          kind={kind}
          people={shown[kind]}
          isEditing={editor.isEditing}
          isMissing={isMissing(kind) && shown[kind].length === 0}
          countries={countries}
          defaultCountryId={company.countryId}
          onChange={(people) => change({ [kind]: people })}
        />
      ))}
      <h3 className="h5">{t('dueDiligence.declarations')}</h3>
      <SurveyAndOrigin
        companyName={company.name}
        questions={surveys}
        answers={shown.answers}
        originIncome={shown.originIncome}
        isEditing={editor.isEditing}
        isOriginMissing={isMissing('originIncome') && !shown.originIncome}
        isSurveyMissing={isMissing('answers')}
        onAnswersChange={(answers) => change({ answers })}
        onOriginIncomeChange={(originIncome) => change({ originIncome })}
      />
    </TabSection>
  );
}

import { useTranslation } from 'react-i18next';
import type { Country } from '@registry/contract/platform/list-countries';
import type { TypeDocument } from '@registry/contract/platform/list-type-documents';
import { invalid, type DraftSectionProps } from './draft-section';
import { FormField } from './form-field';
import { RadioGroupField } from './radio-group-field';

interface BeneficiaryFieldsProps extends DraftSectionProps {
  countries: readonly Country[];
  isCountriesError: boolean;
  /** The chosen country's document types; null until they load (or with no country). */
  documentTypes: readonly TypeDocument[] | null;
}

/** Who the credits are retired for: name, country, and a document or an LEI. */
export function BeneficiaryFields({
  countries,
  isCountriesError,
  documentTypes,
  draft,
  onChange,
  idOf,
  problemOf,
}: BeneficiaryFieldsProps) {
  const { t } = useTranslation('retirements');
  return (
    <fieldset className="mb-2">
      <legend className="h6">{t('form.beneficiarySection')}</legend>
      <FormField id={idOf('name')} label={t('form.name')} isRequired problem={problemOf('name')}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="organization"
            maxLength={200}
            className={`form-control${invalid(control)}`}
            value={draft.name}
            onChange={(event) => onChange('name', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={idOf('countryId')}
        label={t('form.country')}
        isRequired
        help={isCountriesError ? t('form.countriesError') : undefined}
        problem={problemOf('countryId')}
      >
        {(control) => (
          <select
            {...control}
            className={`form-select${invalid(control)}`}
            value={draft.countryId}
            onChange={(event) => {
              onChange('countryId', event.target.value);
              // A document type belongs to its country: the new one's list is chosen from again.
              onChange('documentTypeId', '');
            }}
          >
            <option value="">{t('form.chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <RadioGroupField<'document' | 'lei'>
        id={idOf('identifyBy')}
        name={idOf('identifyBy')}
        legend={t('form.identifyBy')}
        options={[
          { value: 'document', label: t('form.byDocument') },
          { value: 'lei', label: t('form.byLei') },
        ]}
        value={draft.identifyBy}
        onChange={(identifyBy) => onChange('identifyBy', identifyBy)}
        isRequired
      />
      {draft.identifyBy === 'document' ? (
        <div className="row">
          <div className="col-md-5">
            <FormField
              id={idOf('documentTypeId')}
              label={t('form.documentType')}
              isRequired
              problem={problemOf('documentTypeId')}
            >
              {(control) => (
                <select
                  {...control}
                  className={`form-select${invalid(control)}`}
                  value={draft.documentTypeId}
                  onChange={(event) => onChange('documentTypeId', event.target.value)}
                >
                  <option value="">
                    {draft.countryId === ''
                      ? t('form.chooseCountryFirst')
                      : t('form.chooseDocumentType')}
                  </option>
                  {(documentTypes ?? []).map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.description}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <div className="col-md-7">
            <FormField
              id={idOf('documentNumber')}
              label={t('form.documentNumber')}
              isRequired
              problem={problemOf('documentNumber')}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={40}
                  className={`form-control${invalid(control)}`}
                  value={draft.documentNumber}
                  onChange={(event) => onChange('documentNumber', event.target.value)}
                />
              )}
            </FormField>
          </div>
        </div>
      ) : (
        <FormField
          id={idOf('lei')}
          label={t('form.lei')}
          isRequired
          help={t('form.leiHelp')}
          problem={problemOf('lei')}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoCapitalize="characters"
              spellCheck={false}
              className={`form-control font-monospace${invalid(control)}`}
              value={draft.lei}
              onChange={(event) => onChange('lei', event.target.value)}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}

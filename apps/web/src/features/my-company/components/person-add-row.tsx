import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  normalizeDocumentNumber,
} from '@registry/contract/auth/register';
import type { CompanyPerson } from '@registry/contract/company/company-person';
import { sanitizeText } from '@registry/contract/company/safe-text';
import type { Country } from '@registry/contract/platform/list-countries';
import { useDocumentTypes } from '../../auth/hooks/use-document-types';
import { EMPTY_PERSON_DRAFT, emptyDraftFields, type PersonDraft } from '../utils/company-people';
import { RequiredMark } from './required-mark';

interface PersonAddRowProps {
  /** The legend: "Add a chief executive" or "Add a shareholder". */
  legend: string;
  countries: readonly Country[];
  /** The country selected at first and after each addition (the company's). */
  defaultCountryId: number;
  /**
   * Adds the person; answers false when the list refused it (a duplicate,
   * silently refused: the fields stay as they are).
   */
  onAdd: (person: CompanyPerson) => boolean;
}

/**
 * The add row of a chief executives or shareholders list (spec section 5):
 * name, country, document type of that country and number, all required;
 * cleared after adding. Enter in a field adds, it does not save the tab.
 */
export function PersonAddRow({ legend, countries, defaultCountryId, onAdd }: PersonAddRowProps) {
  const { t } = useTranslation('myCompany');
  const id = useId();
  const [draft, setDraft] = useState<PersonDraft>(EMPTY_PERSON_DRAFT);
  const [invalid, setInvalid] = useState<ReadonlySet<keyof PersonDraft>>(new Set());
  const countryId = draft.countryId || String(defaultCountryId);
  const types = useDocumentTypes(Number(countryId) || null);
  const typeDocumentId = types?.some((type) => String(type.id) === draft.typeDocumentId)
    ? draft.typeDocumentId
    : String(types?.[0]?.id ?? '');
  const effective: PersonDraft = { ...draft, countryId, typeDocumentId };

  const change = (field: keyof PersonDraft, value: string) => {
    setDraft((current) => ({
      ...current,
      [field]: value,
      ...(field === 'countryId' ? { typeDocumentId: '', documentNumber: '' } : {}),
    }));
    if (invalid.has(field)) setInvalid(new Set([...invalid].filter((name) => name !== field)));
  };

  const add = () => {
    const empty = emptyDraftFields({ ...effective, name: sanitizeText(effective.name) });
    setInvalid(new Set(empty));
    if (empty.length > 0) return;
    const country = countries.find((c) => String(c.id) === countryId);
    const type = types?.find((candidate) => String(candidate.id) === typeDocumentId);
    const isAdded = onAdd({
      name: sanitizeText(effective.name),
      countryId: Number(countryId),
      country: country?.name ?? '',
      typeDocumentId: Number(typeDocumentId),
      typeDocument: type?.description ?? '',
      documentNumber: normalizeDocumentNumber(effective.documentNumber),
      verificationDigit: '',
    });
    if (isAdded) setDraft(EMPTY_PERSON_DRAFT);
  };

  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const control = (field: keyof PersonDraft) => ({
    id: `${id}-${field}`,
    className: `${field === 'name' || field === 'documentNumber' ? 'form-control' : 'form-select'}${invalid.has(field) ? ' is-invalid' : ''}`,
    'aria-invalid': invalid.has(field) || undefined,
    'aria-required': true,
    onKeyDown: addOnEnter,
  });
  const label = (field: keyof PersonDraft) => (
    <label className="form-label small mb-1" htmlFor={`${id}-${field}`}>
      {t(`people.fields.${field}`)}
      <RequiredMark />
    </label>
  );

  return (
    <fieldset
      className="border rounded p-3 mb-3"
      aria-describedby={invalid.size ? `${id}-error` : undefined}
    >
      <legend className="fs-6 float-none w-auto px-1 mb-2">{legend}</legend>
      <div className="row g-2 align-items-end">
        <div className="col-sm-6 col-xl-3">
          {label('name')}
          <input
            type="text"
            autoComplete="off"
            maxLength={120}
            value={draft.name}
            onChange={(event) => change('name', event.target.value)}
            {...control('name')}
          />
        </div>
        <div className="col-sm-6 col-xl-3">
          {label('countryId')}
          <select
            value={countryId}
            onChange={(event) => change('countryId', event.target.value)}
            {...control('countryId')}
          >
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-6 col-xl-3">
          {label('typeDocumentId')}
          <select
            value={typeDocumentId}
            onChange={(event) => change('typeDocumentId', event.target.value)}
            {...control('typeDocumentId')}
          >
            {types?.map((type) => (
              <option key={type.id} value={type.id}>
                {type.description}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-6 col-xl-3">
          {label('documentNumber')}
          <input
            type="text"
            autoComplete="off"
            maxLength={DOCUMENT_NUMBER_MAX_LENGTH + 10}
            value={draft.documentNumber}
            onChange={(event) => change('documentNumber', event.target.value)}
            {...control('documentNumber')}
          />
        </div>
        <div className="col-12">
          <button type="button" className="btn btn-outline-success" onClick={add}>
            {t('people.add')}
          </button>
        </div>
      </div>
      {invalid.size > 0 && (
        <p id={`${id}-error`} className="text-danger small mb-0 mt-2">
          {t('people.incompleteRow')}
        </p>
      )}
    </fieldset>
  );
}

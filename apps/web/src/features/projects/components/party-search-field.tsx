import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { PARTY_SEARCH_MIN, useSearchParties, type PartyKind } from '../api/search-parties';
import type { ProjectFormValues } from '../utils/project-form-values';
import { fieldId, useFieldError } from './project-fields';

/**
 * One party of the project: a type-ahead over the companies of its account
 * type (2 characters at least); choosing one keeps its id and shows its name.
 * The focus follows: on the chosen name after a choice (the next Tab reaches
 * Change), on the search field after Change, never left on the page's body.
 */
export function PartySearchField({ kind }: { kind: PartyKind }) {
  const { t } = useTranslation('projects');
  const { setValue, clearErrors } = useFormContext<ProjectFormValues>();
  const name = `parties.${kind}` as const;
  const chosen = useWatch<ProjectFormValues, typeof name>({ name });
  const [search, setSearch] = useState('');
  const results = useSearchParties(kind, chosen ? '' : search);
  const error = useFieldError(name);
  const id = fieldId(name);
  const label = t(`parties.${kind}`);
  const hasSearch = search.trim().length >= PARTY_SEARCH_MIN;
  // Where the focus goes once the field has redrawn after the user's choice or change.
  const focusNext = useRef<'chosen' | 'search' | null>(null);
  const chosenRef = useRef<HTMLSpanElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const isChosen = Boolean(chosen);
  useEffect(() => {
    const target = focusNext.current === 'chosen' ? chosenRef.current : searchRef.current;
    if (focusNext.current) target?.focus();
    focusNext.current = null;
  }, [isChosen]);

  if (chosen) {
    return (
      <div className="mb-3">
        <span className="form-label d-block" id={`${id}-label`}>
          {label}
          <RequiredAsterisk />
        </span>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span ref={chosenRef} tabIndex={-1} aria-describedby={`${id}-label`}>
            {t('parties.chosen', { name: chosen.name })}
          </span>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-label={`${t('parties.change')} ${label}`}
            onClick={() => {
              focusNext.current = 'search';
              setValue(name, null, { shouldDirty: true });
              setSearch('');
            }}
          >
            {t('parties.change')}
          </button>
        </div>
      </div>
    );
  }

  const describedBy = [`${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <RequiredAsterisk />
      <input
        ref={searchRef}
        id={id}
        type="search"
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={search}
        autoComplete="off"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="form-text" id={`${id}-help`}>
        {t('parties.searchHelp')}
      </div>
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
      {hasSearch && (
        <div aria-live="polite">
          {results.isFetching && !results.data ? (
            <p className="small text-body-secondary mb-0">{t('parties.searching')}</p>
          ) : results.data?.length === 0 ? (
            <p className="small text-body-secondary mb-0">{t('parties.noResults')}</p>
          ) : (
            <ul className="list-group mt-1" aria-label={`${t('parties.results')}: ${label}`}>
              {results.data?.map((company) => (
                <li className="list-group-item p-0" key={company.id}>
                  <button
                    type="button"
                    className="btn btn-link w-100 text-start"
                    aria-label={t('parties.choose', { name: company.name })}
                    onClick={() => {
                      focusNext.current = 'chosen';
                      setValue(name, { id: company.id, name: company.name }, { shouldDirty: true });
                      clearErrors(name);
                    }}
                  >
                    {company.name}{' '}
                    <span className="small text-body-secondary">
                      {company.documentNumber}
                      {company.verificationDigit ? `-${company.verificationDigit}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

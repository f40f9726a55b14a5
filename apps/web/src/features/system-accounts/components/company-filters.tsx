import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, type AccountType } from '@registry/contract/auth/account-type';
import { COMPANY_STATES, type CompanyState } from '@registry/contract/company/company-state';
import { SEARCH_MIN_LENGTH, type CompanyFilter } from '../utils/company-filter';

/**
 * Search (on submit), state and account type (at once) of the companies list;
 * a search of one character says it needs two.
 */
export function CompanyFilters({
  filter,
  onChange,
}: {
  filter: CompanyFilter;
  onChange: (filter: CompanyFilter) => void;
}) {
  const { t } = useTranslation('systemAccounts');
  const id = useId();
  const [search, setSearch] = useState(filter.search ?? '');
  const [isTooShort, setTooShort] = useState(false);

  const set = <K extends keyof CompanyFilter>(key: K, value: CompanyFilter[K] | '') => {
    const next = { ...filter };
    if (value === '' || value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = search.trim();
    const isShort = text.length > 0 && text.length < SEARCH_MIN_LENGTH;
    setTooShort(isShort);
    if (!isShort) set('search', text);
  };

  return (
    <form
      role="search"
      aria-label={t('filters.title')}
      className="row g-2 align-items-end mb-3"
      noValidate
      onSubmit={submit}
    >
      <div className="col-12 col-lg-6">
        <label htmlFor={`${id}-search`} className="form-label">
          {t('filters.search')}
        </label>
        <div className="input-group has-validation">
          <input
            id={`${id}-search`}
            type="search"
            className={`form-control${isTooShort ? ' is-invalid' : ''}`}
            value={search}
            maxLength={100}
            aria-invalid={isTooShort || undefined}
            aria-describedby={`${id}-search-help`}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            {t('filters.submit')}
          </button>
        </div>
        <div
          id={`${id}-search-help`}
          className={isTooShort ? 'invalid-feedback d-block' : 'form-text'}
        >
          {isTooShort ? t('filters.tooShort', { min: SEARCH_MIN_LENGTH }) : t('filters.searchHelp')}
        </div>
      </div>
      <FilterSelect
        id={`${id}-state`}
        label={t('filters.state')}
        allLabel={t('filters.allStates')}
        value={filter.state ?? ''}
        options={COMPANY_STATES.map((state) => [state, t(`states.${state}`)] as const)}
        onChange={(value) => set('state', value as CompanyState | '')}
      />
      <FilterSelect
        id={`${id}-type`}
        label={t('filters.type')}
        allLabel={t('filters.allTypes')}
        value={filter.typeAccount ?? ''}
        options={ACCOUNT_TYPES.map((type) => [type, t(`types.${type}`)] as const)}
        onChange={(value) => set('typeAccount', value as AccountType | '')}
      />
    </form>
  );
}

/** One filter's choice, applied at once; "all" is the empty value. */
function FilterSelect({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="col-12 col-md-6 col-lg-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {/* Keeps the selects level with the search field's help line. */}
      <div className="form-text">&nbsp;</div>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeError, DayRangeFields } from '../../../components/ui/day-range-fields';
import {
  PUBLIC_LEDGER_KINDS,
  type PublicLedgerKind,
} from '@registry/contract/retirements/public-ledger';
import {
  RETIREMENT_PURPOSES,
  type RetirementPurpose,
} from '@registry/contract/retirements/retirements-api';
import { hasFilter, isRangeInverted, type LedgerFilter } from '../utils/ledger-filter';

/** Operation, purpose and days of the ledger; each change goes to the address at once. */
export function LedgerFilters({
  filter,
  onChange,
}: {
  filter: LedgerFilter;
  onChange: (filter: LedgerFilter) => void;
}) {
  const { t } = useTranslation(['publicLedger', 'retirements']);
  const id = useId();
  const isInverted = isRangeInverted(filter);
  const set = <K extends keyof LedgerFilter>(key: K, value: LedgerFilter[K] | '') => {
    const next = { ...filter };
    if (value === '' || value === undefined) delete next[key];
    else next[key] = value;
    // A purpose is a retirement's: choosing one leaves the cancellations out.
    if (key === 'purpose' && value !== '') delete next.kind;
    if (key === 'kind' && value === 'cancellation') delete next.purpose;
    onChange(next);
  };
  return (
    <form
      role="search"
      aria-label={t('filters.title')}
      className="row g-2 align-items-start mb-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="col-12 col-md-6 col-lg-3">
        <label htmlFor={`${id}-kind`} className="form-label">
          {t('filters.kind')}
        </label>
        <select
          id={`${id}-kind`}
          className="form-select"
          value={filter.kind ?? ''}
          onChange={(event) => set('kind', event.target.value as PublicLedgerKind | '')}
        >
          <option value="">{t('filters.allKinds')}</option>
          {PUBLIC_LEDGER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-6 col-lg-3">
        <label htmlFor={`${id}-purpose`} className="form-label">
          {t('filters.purpose')}
        </label>
        <select
          id={`${id}-purpose`}
          className="form-select"
          value={filter.purpose ?? ''}
          onChange={(event) => set('purpose', event.target.value as RetirementPurpose | '')}
        >
          <option value="">{t('filters.allPurposes')}</option>
          {RETIREMENT_PURPOSES.map((purpose) => (
            <option key={purpose} value={purpose}>
              {t(`purposes.${purpose}`, { ns: 'retirements' })}
            </option>
          ))}
        </select>
      </div>
      <DayRangeFields
        id={id}
        from={filter.from}
        to={filter.to}
        labels={{ from: t('filters.from'), to: t('filters.to') }}
        isInverted={isInverted}
        onChange={set}
        columnClassName="col-6 col-md-4 col-lg-2"
      />
      <div className="col-12 col-md-4 col-lg-2 align-self-end">
        <button
          type="button"
          className="btn btn-outline-secondary w-100"
          onClick={() => onChange({})}
          disabled={!hasFilter(filter)}
        >
          {t('filters.clear')}
        </button>
      </div>
      {isInverted && <DayRangeError id={id} text={t('filters.rangeInverted')} />}
    </form>
  );
}

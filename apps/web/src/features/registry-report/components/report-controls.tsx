import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REGISTRY_REPORT_BREAKDOWNS,
  type RegistryReportBreakdown,
} from '@registry/contract/retirements/registry-report';
import { isYearRangeInverted, type ReportView } from '../utils/report-view';

/** A year typed in its field: a whole number of four digits, else nothing. */
const yearOf = (text: string) => (/^\d{4}$/.test(text) ? Number(text) : undefined);

/** The years of the report and the breakdown shown; each change goes to the address at once. */
export function ReportControls({
  view,
  onChange,
}: {
  view: ReportView;
  onChange: (view: ReportView) => void;
}) {
  const { t } = useTranslation('registryReport');
  const id = useId();
  const isInverted = isYearRangeInverted(view.query);
  const rangeErrorId = `${id}-range-error`;
  const setYear = (key: 'fromYear' | 'toYear', text: string) => {
    const query = { ...view.query };
    const year = yearOf(text);
    if (year === undefined) delete query[key];
    else query[key] = year;
    onChange({ ...view, query });
  };
  const rangeProps = {
    'aria-invalid': isInverted || undefined,
    'aria-describedby': isInverted ? rangeErrorId : undefined,
  };
  const yearField = (key: 'fromYear' | 'toYear') => (
    <div className="col-6 col-md-3 col-lg-2">
      <label htmlFor={`${id}-${key}`} className="form-label">
        {t(`filters.${key}`)}
      </label>
      <input
        id={`${id}-${key}`}
        type="number"
        inputMode="numeric"
        min={1990}
        max={2200}
        className={`form-control${isInverted ? ' is-invalid' : ''}`}
        defaultValue={view.query[key] ?? ''}
        key={view.query[key] ?? 'none'}
        onChange={(event) => {
          const text = event.target.value;
          if (text === '' || yearOf(text) !== undefined) setYear(key, text);
        }}
        {...rangeProps}
      />
    </div>
  );
  return (
    <>
      <form
        role="search"
        aria-label={t('filters.title')}
        className="row g-2 align-items-end mb-3"
        onSubmit={(event) => event.preventDefault()}
      >
        {yearField('fromYear')}
        {yearField('toYear')}
        <div className="col-12 col-md-3 col-lg-2">
          <button
            type="button"
            className="btn btn-outline-secondary w-100"
            onClick={() => onChange({ ...view, query: {} })}
            disabled={view.query.fromYear === undefined && view.query.toYear === undefined}
          >
            {t('filters.clear')}
          </button>
        </div>
        {isInverted && (
          <p id={rangeErrorId} className="col-12 text-danger small mb-0" role="alert">
            {t('filters.rangeInverted')}
          </p>
        )}
      </form>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">{t('by.title')}</legend>
        <div className="btn-group flex-wrap">
          {REGISTRY_REPORT_BREAKDOWNS.map((by: RegistryReportBreakdown) => (
            <Fragment key={by}>
              <input
                type="radio"
                className="btn-check"
                name={`${id}-by`}
                id={`${id}-by-${by}`}
                checked={view.by === by}
                onChange={() => onChange({ ...view, by })}
              />
              <label className="btn btn-outline-primary" htmlFor={`${id}-by-${by}`}>
                {t(`by.${by}`)}
              </label>
            </Fragment>
          ))}
        </div>
      </fieldset>
    </>
  );
}

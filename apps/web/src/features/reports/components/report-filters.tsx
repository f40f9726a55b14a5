import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeError, DayRangeFields } from '../../../components/ui/day-range-fields';
import type { CarbonTaxReportAnswer } from '@registry/contract/retirements/carbon-tax-report';
import { hasFilter, isRangeInverted, type ReportFilter } from '../utils/report-filter';

type Options = CarbonTaxReportAnswer['options'];
type Option = Options['projects'][number];

interface ReportFiltersProps {
  filter: ReportFilter;
  /** What the API offers the caller; empty until the first answer. */
  options: Options;
  onChange: (filter: ReportFilter) => void;
}

/** The options, with the chosen one kept even when the answer does not list it (a shared link). */
function withChosen(options: readonly Option[], chosen: number | undefined, name: string) {
  if (chosen === undefined || options.some((option) => option.id === chosen)) return options;
  return [...options, { id: chosen, name }];
}

/** Days, passive subject and project of the report; each change goes to the address at once. */
export function ReportFilters({ filter, options, onChange }: ReportFiltersProps) {
  const { t } = useTranslation('reports');
  const id = useId();
  const isInverted = isRangeInverted(filter);
  const set = <K extends keyof ReportFilter>(key: K, value: ReportFilter[K] | '') => {
    const next = { ...filter };
    if (value === '' || value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const idOf = (value: string) => (value === '' ? '' : Number(value));
  const passiveSubjects = withChosen(
    options.passiveSubjects,
    filter.passiveSubjectId,
    t('filters.unknownOption', { id: filter.passiveSubjectId }),
  );
  const projects = withChosen(
    options.projects,
    filter.projectId,
    t('filters.unknownOption', { id: filter.projectId }),
  );
  return (
    <form
      role="search"
      aria-label={t('filters.title')}
      className="row g-2 align-items-start mb-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <DayRangeFields
        id={id}
        from={filter.from}
        to={filter.to}
        labels={{ from: t('filters.from'), to: t('filters.to') }}
        isInverted={isInverted}
        onChange={set}
      />
      <div className="col-12 col-md-6 col-lg-3">
        <label htmlFor={`${id}-passive-subject`} className="form-label">
          {t('filters.passiveSubject')}
        </label>
        <select
          id={`${id}-passive-subject`}
          className="form-select"
          value={filter.passiveSubjectId ?? ''}
          onChange={(event) => set('passiveSubjectId', idOf(event.target.value))}
        >
          <option value="">{t('filters.allPassiveSubjects')}</option>
          {passiveSubjects.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-6 col-lg-3">
        <label htmlFor={`${id}-project`} className="form-label">
          {t('filters.project')}
        </label>
        <select
          id={`${id}-project`}
          className="form-select"
          value={filter.projectId ?? ''}
          onChange={(event) => set('projectId', idOf(event.target.value))}
        >
          <option value="">{t('filters.allProjects')}</option>
          {projects.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-4 col-lg-2 align-self-end">
        <button
          type="button"
          className="btn btn-outline-secondary w-100"
          disabled={!hasFilter(filter)}
          onClick={() => onChange({})}
        >
          {t('filters.clear')}
        </button>
      </div>
      {isInverted && <DayRangeError id={id} text={t('filters.rangeInverted')} />}
    </form>
  );
}

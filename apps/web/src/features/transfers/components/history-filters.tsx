import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MOVEMENT_KINDS } from '@registry/contract/ledger/ledger-history';
import { hasFilter, type Direction, type HistoryFilter } from '../utils/history-filter';

export interface ProjectOption {
  id: number;
  name: string;
}

interface HistoryFiltersProps {
  filter: HistoryFilter;
  projects: readonly ProjectOption[];
  onChange: (filter: HistoryFilter) => void;
}

/** Project, days, direction and kind of the history; each change goes to the address at once. */
export function HistoryFilters({ filter, projects, onChange }: HistoryFiltersProps) {
  const { t } = useTranslation('transfers');
  const id = useId();
  const set = <K extends keyof HistoryFilter>(key: K, value: HistoryFilter[K] | '') => {
    const next = { ...filter };
    if (value === '' || value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <form
      role="search"
      aria-label={t('history.filters.title')}
      className="row g-2 align-items-end mb-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="col-12 col-md-6 col-lg-3">
        <label htmlFor={`${id}-project`} className="form-label">
          {t('history.filters.project')}
        </label>
        <select
          id={`${id}-project`}
          className="form-select"
          value={filter.projectId ?? ''}
          onChange={(event) =>
            set('projectId', event.target.value === '' ? '' : Number(event.target.value))
          }
        >
          <option value="">{t('history.filters.allProjects')}</option>
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3 col-lg-2">
        <label htmlFor={`${id}-from`} className="form-label">
          {t('history.filters.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className="form-control"
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(event) => set('from', event.target.value)}
        />
      </div>
      <div className="col-6 col-md-3 col-lg-2">
        <label htmlFor={`${id}-to`} className="form-label">
          {t('history.filters.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className="form-control"
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
      {/* Direction and kind take the width of their longest choice: never cut ("Enviados y recib"). */}
      <div className="col-12 col-sm-6 col-md-4 col-lg-auto">
        <label htmlFor={`${id}-direction`} className="form-label">
          {t('history.filters.direction')}
        </label>
        <select
          id={`${id}-direction`}
          className="form-select"
          value={filter.direction ?? ''}
          onChange={(event) => set('direction', event.target.value as Direction | '')}
        >
          <option value="">{t('history.filters.anyDirection')}</option>
          <option value="sent">{t('history.directions.sent')}</option>
          <option value="received">{t('history.directions.received')}</option>
        </select>
      </div>
      <div className="col-12 col-sm-6 col-md-4 col-lg-auto">
        <label htmlFor={`${id}-kind`} className="form-label">
          {t('history.filters.kind')}
        </label>
        <select
          id={`${id}-kind`}
          className="form-select"
          value={filter.kind ?? ''}
          onChange={(event) => {
            const kind = MOVEMENT_KINDS.find((one) => one === event.target.value);
            set('kind', kind ?? '');
          }}
        >
          <option value="">{t('history.filters.anyKind')}</option>
          {MOVEMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`history.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-4 col-lg-auto">
        <button
          type="button"
          className="btn btn-outline-secondary w-100"
          disabled={!hasFilter(filter)}
          onClick={() => onChange({})}
        >
          {t('history.filters.clear')}
        </button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_ROLES,
  PROJECT_STATES,
  type ProjectRole,
  type ProjectState,
} from '@registry/contract/projects/project-enums';
import type { MyProjectsQuery } from '@registry/contract/projects/project-api';

interface MyProjectsFiltersProps {
  filters: MyProjectsQuery;
  onChange: (filters: MyProjectsQuery) => void;
}

const ROLES = PROJECT_ROLES.filter((role) => role !== 'system');

/** State and role filter at once; the search text when the form is sent. */
export function MyProjectsFilters({ filters, onChange }: MyProjectsFiltersProps) {
  const { t } = useTranslation('projects');
  const [search, setSearch] = useState(filters.search ?? '');

  const change = (next: MyProjectsQuery) => {
    const clean: MyProjectsQuery = {};
    if (next.state) clean.state = next.state;
    if (next.role) clean.role = next.role;
    if (next.search) clean.search = next.search;
    onChange(clean);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ ...filters, search: search.trim() });
  };

  return (
    <form
      className="row g-2 align-items-end mb-3"
      role="search"
      aria-label={t('list.filters')}
      onSubmit={submit}
    >
      <div className="col-6 col-md-3">
        <label className="form-label" htmlFor="my-projects-state">
          {t('list.state')}
        </label>
        <select
          id="my-projects-state"
          className="form-select"
          value={filters.state ?? ''}
          onChange={(event) =>
            change({ ...filters, state: (event.target.value || undefined) as ProjectState })
          }
        >
          <option value="">{t('list.all')}</option>
          {PROJECT_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label className="form-label" htmlFor="my-projects-role">
          {t('list.role')}
        </label>
        <select
          id="my-projects-role"
          className="form-select"
          value={filters.role ?? ''}
          onChange={(event) =>
            change({ ...filters, role: (event.target.value || undefined) as ProjectRole })
          }
        >
          <option value="">{t('list.all')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-4">
        <label className="form-label" htmlFor="my-projects-search">
          {t('list.search')}
        </label>
        <input
          id="my-projects-search"
          type="search"
          className="form-control"
          maxLength={120}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="col-12 col-md-2">
        <button type="submit" className="btn btn-outline-primary w-100">
          {t('list.apply')}
        </button>
      </div>
    </form>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PUBLIC_PROJECT_FACETS,
  type PublicProjectFacets,
} from '@registry/contract/projects/public-projects';
import type { ProjectsFilter } from '../utils/filter-params';
import { facetValueName } from '../utils/value-names';

interface AppliedFiltersProps {
  filter: ProjectsFilter;
  /** The list's facets, whose labels name the standards, countries and methodologies. */
  facets: PublicProjectFacets | undefined;
  onChange: (next: ProjectsFilter) => void;
  /** Where the focus goes once no filter is left (the chips are gone). */
  onEmptied: () => void;
}

interface Applied {
  key: string;
  name: string;
  without: ProjectsFilter;
}

/** Every applied filter, the search first, then the facets in the panel's order. */
function useApplied(filter: ProjectsFilter, facets: PublicProjectFacets | undefined): Applied[] {
  const { t } = useTranslation('publicProjects');
  const applied: Applied[] = [];
  if (filter.search.trim()) {
    applied.push({
      key: 'search',
      name: t('list.applied.search', { text: filter.search.trim() }),
      without: { ...filter, search: '' },
    });
  }
  for (const facet of PUBLIC_PROJECT_FACETS) {
    for (const value of filter.facets[facet]) {
      const option = facets?.[facet].find((one) => one.value === value) ?? { value, label: null };
      applied.push({
        key: `${facet}:${value}`,
        name:
          facet === 'vintage'
            ? t('list.applied.vintage', { year: value })
            : facetValueName(t, facet, option),
        without: {
          ...filter,
          facets: { ...filter.facets, [facet]: filter.facets[facet].filter((v) => v !== value) },
        },
      });
    }
  }
  return applied;
}

/**
 * The applied filters above the results, at every width (on a phone the facets
 * fold behind "Show filters"): one chip per filter, in the words of the
 * screen, that removes it, and "Clear all" from two on. The sort stays.
 * After a removal the focus moves to the chip that took its place.
 */
export function AppliedFilters({ filter, facets, onChange, onEmptied }: AppliedFiltersProps) {
  const { t } = useTranslation('publicProjects');
  const applied = useApplied(filter, facets);
  const listRef = useRef<HTMLUListElement>(null);
  const removed = useRef<{ key: string; index: number } | null>(null);

  useEffect(() => {
    const last = removed.current;
    if (!last || applied.some((one) => one.key === last.key)) return;
    removed.current = null;
    const chips = listRef.current?.querySelectorAll('button');
    const next = chips?.[Math.min(last.index, chips.length - 1)];
    if (next) next.focus();
    else onEmptied();
  });

  if (applied.length === 0) return null;
  const remove = (one: Applied, index: number) => {
    removed.current = { key: one.key, index };
    onChange(one.without);
  };
  const clearAll = () => {
    removed.current = { key: applied[0]?.key ?? '', index: 0 };
    const none = { ...filter.facets };
    for (const facet of PUBLIC_PROJECT_FACETS) none[facet] = [];
    onChange({ ...filter, search: '', facets: none });
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <ul
        ref={listRef}
        className="list-unstyled d-flex flex-wrap gap-2 mb-0"
        aria-label={t('list.applied.label')}
      >
        {applied.map((one, index) => (
          <li key={one.key}>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary rounded-pill text-start text-break"
              aria-label={t('list.applied.remove', { name: one.name })}
              onClick={() => remove(one, index)}
            >
              {one.name} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {applied.length >= 2 && (
        <button type="button" className="btn btn-sm btn-link" onClick={clearAll}>
          {t('list.applied.clearAll')}
        </button>
      )}
    </div>
  );
}

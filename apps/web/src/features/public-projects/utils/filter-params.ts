import {
  PROJECT_LABELS,
  PROJECT_SECTORS,
  PROJECT_TYPES,
  PUBLIC_PROJECT_STATES,
  VINTAGE_MAX,
  VINTAGE_MIN,
} from '@registry/contract/projects/project-enums';
import {
  PUBLIC_PROJECT_SORTS,
  type PublicProjectFacet,
  type PublicProjectSort,
} from '@registry/contract/projects/public-projects';

/** The list's filter as the screen holds it: every facet as the strings of its values. */
export interface ProjectsFilter {
  search: string;
  sort: PublicProjectSort;
  facets: Record<PublicProjectFacet, string[]>;
}

const ALLOWED: Record<PublicProjectFacet, ((value: string) => boolean) | null> = {
  standard: (value) => /^[1-9]\d{0,9}$/.test(value),
  country: (value) => /^[1-9]\d{0,9}$/.test(value),
  methodology: (value) => /^[1-9]\d{0,9}$/.test(value),
  sector: (value) => (PROJECT_SECTORS as readonly string[]).includes(value),
  type: (value) => (PROJECT_TYPES as readonly string[]).includes(value),
  state: (value) => (PUBLIC_PROJECT_STATES as readonly string[]).includes(value),
  vintage: (value) => /^\d{4}$/.test(value) && +value >= VINTAGE_MIN && +value <= VINTAGE_MAX,
  label: (value) => (PROJECT_LABELS as readonly string[]).includes(value),
};

const FACETS = Object.keys(ALLOWED) as PublicProjectFacet[];

/**
 * The filter in the URL (/projects-list?search=solar&sector=energy,waste&sort=code):
 * values the API would refuse are dropped, so an edited URL still shows a list.
 */
export function readFilter(params: URLSearchParams): ProjectsFilter {
  const sort = params.get('sort') ?? '';
  const facets = {} as Record<PublicProjectFacet, string[]>;
  for (const facet of FACETS) {
    const values = (params.get(facet) ?? '').split(',').filter((value) => value !== '');
    facets[facet] = [...new Set(values.filter((value) => ALLOWED[facet]?.(value)))];
  }
  return {
    search: (params.get('search') ?? '').slice(0, 120),
    sort: (PUBLIC_PROJECT_SORTS as readonly string[]).includes(sort)
      ? (sort as PublicProjectSort)
      : 'name',
    facets,
  };
}

/** The filter as URL search params: only what differs from the defaults. */
export function writeFilter(filter: ProjectsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('search', filter.search.trim());
  for (const facet of FACETS) {
    if (filter.facets[facet].length) params.set(facet, filter.facets[facet].join(','));
  }
  if (filter.sort !== 'name') params.set('sort', filter.sort);
  return params;
}

/** The filter as the API's query string (the same as the URL's, in a stable order). */
export function filterQuery(filter: ProjectsFilter): string {
  return writeFilter(filter).toString();
}

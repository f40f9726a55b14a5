import { lazy, Suspense, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PUBLIC_PROJECT_SORTS,
  type PublicProjectFacet,
  type PublicProjectSort,
} from '@registry/contract/projects/public-projects';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { downloadProjectsCsv } from '../api/download-projects-csv';
import { usePublicProjects, usePublicProjectsMap } from '../api/public-projects';
import { errorMessage } from '../utils/error-message';
import { filterQuery, readFilter, writeFilter, type ProjectsFilter } from '../utils/filter-params';
import { fromListState } from '../utils/list-return';
import { AppliedFilters } from './applied-filters';
import { FacetPanel } from './facet-panel';
import { ProjectsTable } from './projects-table';
import { SkipToResults } from './skip-to-results';

const ProjectsMapSlot = lazy(() => import('./projects-map-slot'));

/** The results' start, where "Skip to the results" takes the focus. */
const RESULTS_ID = 'projects-results';

/**
 * /projects-list, for anyone (DESIGN.md 4.2, issue #9): search, facets with
 * counts (what is applied also as chips above the results, since a phone
 * folds the facets), sort, "Load more" by cursor, a list or map view, and the
 * CSV of exactly the filter. The whole filter and the view live in the URL,
 * and a project opened from here carries it, for its "Back to the list".
 * Keyboard: the filters open on "Skip to the results", and each facet folds.
 */
export function ProjectsListPage() {
  const { t } = useTranslation('publicProjects');
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { search: listSearch } = useLocation();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);
  const isMap = params.get('view') === 'map';
  const query = filterQuery(filter);
  const list = usePublicProjects(query);
  const map = usePublicProjectsMap(query, isMap);
  const [text, setText] = useState(filter.search);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLParagraphElement>(null);
  const [shownSearch, setShownSearch] = useState(filter.search);
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  // Back and forward change the URL: the box follows the search it holds.
  if (shownSearch !== filter.search) {
    setShownSearch(filter.search);
    setText(filter.search);
  }
  const [csvError, setCsvError] = useState<string | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);

  const apply = (next: ProjectsFilter, view = isMap) => {
    const nextParams = writeFilter(next);
    if (view) nextParams.set('view', 'map');
    setParams(nextParams, { replace: false });
  };
  const toggle = (facet: PublicProjectFacet, value: string, isChecked: boolean) => {
    const values = filter.facets[facet].filter((one) => one !== value);
    apply({
      ...filter,
      facets: { ...filter.facets, [facet]: isChecked ? [...values, value] : values },
    });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...filter, search: text });
  };
  const download = async () => {
    setCsvError(null);
    setIsDownloading(true);
    try {
      await downloadProjectsCsv(query);
    } catch (error) {
      setCsvError(errorMessage(error, t('list.csvFailed')));
    } finally {
      setIsDownloading(false);
    }
  };

  const first = list.data?.pages[0];
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.projects) ?? [], [list.data]);

  return (
    <section aria-labelledby="projects-list-title">
      <PageHeader
        title={title}
        titleId="projects-list-title"
        description={t('list.intro')}
        actions={
          <>
            <Link className="btn btn-outline-secondary" to="/project-comment">
              {t('list.openForComment')}
            </Link>
            <Link className="btn btn-outline-secondary" to="/public-ledger">
              {t('list.ledger')}
            </Link>
            <button
              type="button"
              className="btn btn-outline-success"
              onClick={() => void download()}
              disabled={isDownloading}
            >
              {t('list.csv')}
            </button>
          </>
        }
      />
      {csvError && <ErrorState message={csvError} />}

      <form role="search" className="row g-2 align-items-end mb-3" onSubmit={search}>
        <div className="col-12 col-md-6">
          <label htmlFor="projects-search" className="form-label">
            {t('list.searchLabel')}
          </label>
          <input
            ref={searchRef}
            id="projects-search"
            type="search"
            className="form-control"
            value={text}
            maxLength={120}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-success">
            {t('list.searchButton')}
          </button>
        </div>
        <div className="col-12 col-sm-auto ms-md-auto">
          <label htmlFor="projects-sort" className="form-label">
            {t('list.sortLabel')}
          </label>
          <select
            id="projects-sort"
            className="form-select"
            value={filter.sort}
            onChange={(event) =>
              apply({ ...filter, sort: event.target.value as PublicProjectSort })
            }
          >
            {PUBLIC_PROJECT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`list.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div className="row g-3">
        <aside className="col-12 col-lg-3" aria-label={t('list.filters')}>
          <SkipToResults target={resultsRef} targetId={RESULTS_ID} />
          <button
            type="button"
            className="btn btn-outline-secondary w-100 d-lg-none mb-2"
            aria-expanded={areFiltersOpen}
            aria-controls="projects-facets"
            onClick={() => setAreFiltersOpen(!areFiltersOpen)}
          >
            {areFiltersOpen ? t('list.hideFilters') : t('list.showFilters')}
          </button>
          <div id="projects-facets" className={areFiltersOpen ? undefined : 'd-none d-lg-block'}>
            <FacetPanel facets={first?.facets} selected={filter.facets} onToggle={toggle} />
          </div>
        </aside>
        <div className="col-12 col-lg-9">
          {(first || list.isError) && (
            <AppliedFilters
              filter={filter}
              facets={first?.facets}
              onChange={(next) => apply(next)}
              onEmptied={() => searchRef.current?.focus()}
            />
          )}
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
            <p
              ref={resultsRef}
              id={RESULTS_ID}
              tabIndex={-1}
              className="small text-body-secondary mb-0"
              aria-live="polite"
            >
              {first ? t('list.total', { count: first.total }) : ''}
            </p>
            <div className="btn-group" role="group" aria-label={t('list.viewLabel')}>
              <button
                type="button"
                className={`btn btn-sm ${isMap ? 'btn-outline-secondary' : 'btn-secondary'}`}
                aria-pressed={!isMap}
                onClick={() => apply(filter, false)}
              >
                {t('list.viewList')}
              </button>
              <button
                type="button"
                className={`btn btn-sm ${isMap ? 'btn-secondary' : 'btn-outline-secondary'}`}
                aria-pressed={isMap}
                onClick={() => apply(filter, true)}
              >
                {t('list.viewMap')}
              </button>
            </div>
          </div>

          {isMap ? (
            map.isPending ? (
              <LoadingSpinner label={t('list.loading')} />
            ) : map.isError ? (
              <ErrorState
                message={errorMessage(map.error, t('list.loadFailed'))}
                onRetry={() => void map.refetch()}
              />
            ) : (
              <Suspense fallback={<LoadingSpinner label={t('list.loading')} />}>
                {map.data.truncated && <p className="small">{t('map.truncated')}</p>}
                <ProjectsMapSlot
                  points={map.data.points}
                  onSelect={(id) =>
                    void navigate(`/projects/${id}`, { state: fromListState(listSearch) })
                  }
                />
              </Suspense>
            )
          ) : list.isPending ? (
            <LoadingSpinner label={t('list.loading')} />
          ) : list.isError && !list.data ? (
            <ErrorState
              message={errorMessage(list.error, t('list.loadFailed'))}
              onRetry={() => void list.refetch()}
            />
          ) : (
            <>
              <ProjectsTable projects={rows} listSearch={listSearch} />
              {list.hasNextPage && (
                <div className="text-center mt-3">
                  <button
                    type="button"
                    className="btn btn-outline-success"
                    onClick={() => void list.fetchNextPage()}
                    disabled={list.isFetchingNextPage}
                  >
                    {list.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
                  </button>
                </div>
              )}
              {list.isFetchNextPageError && (
                <ErrorState
                  message={errorMessage(list.error, t('list.loadFailed'))}
                  onRetry={() => void list.fetchNextPage()}
                />
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

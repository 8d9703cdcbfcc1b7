import { Trans, useLingui } from '@lingui/react/macro';
import { SavedInBrowser } from '@pathwise/saved-careers';
import { paths } from '@pathwise/routes';
import { RIASEC_ORDER, looksMilitary, militaryJobFor } from '@pathwise/assessment';
import { useGetCatalogueSourcesQuery } from '@pathwise/api';
import { BlsCredit, VeteransNote } from '@pathwise/career-facts';
import {
  Button,
  EmptyState,
  ErrorState,
  linkClasses,
  OnetAttribution,
  PageFrame,
} from '@pathwise/ui';
import { areaName } from '@pathwise/career-words';
import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import { describeResults } from './career-labels';
import { CareerList } from './components/career-list';
import { PlaceholderRow } from './components/career-row';
import { ExplorerFilterSheet } from './components/explorer-filter-sheet';
import { FilterColumn } from './components/filter-column';
import { SearchBox } from './components/search-box';
import {
  type ExplorerChoice,
  NO_EXPLORER_FILTERS,
  filtersOn,
  isUnfiltered,
} from './explorer-params';
import { useCareerPages } from './hooks/use-career-pages';
import { useExplorerParams, useSearchBoxKey } from './hooks/use-explorer-params';
import { useSearchTracking } from './hooks/use-search-tracking';

/** Every career in the catalogue: searchable, filterable, and shareable by its address. */
export function ExplorerScreen() {
  const { t } = useLingui();
  const { filters, update } = useExplorerParams();
  const searchBoxKey = useSearchBoxKey();
  const pages = useCareerPages(filters);
  // A military job's civilian careers lead the list (the API ranks them first); the note says so.
  const militaryJob = militaryJobFor(filters.q);
  const { data: sources } = useGetCatalogueSourcesQuery();
  const afterList = useRef<HTMLDivElement>(null);
  useSearchTracking(filters, pages.settledTotal);

  const onSearch = useCallback(
    (q: string) => {
      if (q !== filters.q) update({ q }, 'search');
    },
    [filters.q, update],
  );
  const onFilter = useCallback(
    (patch: Partial<ExplorerChoice>) => update(patch, 'filters'),
    [update],
  );
  const clearAll = () => update(NO_EXPLORER_FILTERS, 'clear');

  return (
    <PageFrame
      title={t`Explore every career`}
      width="browse"
      compact
      intro={
        <Trans>
          Around a thousand careers from the O*NET database, by any name a job goes by. Not sure
          what suits you?{' '}
          <Link to={paths.playgroundHome} className={linkClasses}>
            Find your interests first
          </Link>
          .
        </Trans>
      }
    >
      <SavedInBrowser defaultOpen={false} className="mt-4" />
      {/* The search stays first and the count right under it, so a phone shows results at once. */}
      <form
        role="search"
        aria-label={t`Search careers`}
        className="mt-4 lg:max-w-3xl"
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchBox key={searchBoxKey} initial={filters.q} onSearch={onSearch} />
      </form>

      <div className="mt-4 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
        <FilterColumn filters={filters} onFilter={onFilter} className="hidden lg:block" />
        <div>
          <div className="flex items-center justify-between gap-3">
            <p role="status" className="font-medium">
              {pages.status === 'ready'
                ? describeResults(pages.total, pages.shownFilters)
                : pages.status === 'loading'
                  ? t`Loading careers…`
                  : ''}
              {pages.stale && (
                <span aria-hidden="true" className="ms-2 text-sm font-normal text-muted-foreground">
                  <Trans>Updating…</Trans>
                </span>
              )}
            </p>
            <ExplorerFilterSheet filters={filters} onFilter={onFilter} className="lg:hidden" />
          </div>
          {(militaryJob || looksMilitary(filters.q)) && (
            <VeteransNote
              job={militaryJob ?? undefined}
              filtered={filtersOn(filters) > 0}
              className="mt-3"
            />
          )}

          {pages.status === 'error' ? (
            <ErrorState
              className="mt-4"
              title={t`The careers could not load`}
              message={t`Check your connection and try again. Nothing you chose is lost: it is kept in the address.`}
              onRetry={pages.retry}
            />
          ) : pages.status === 'ready' && pages.total === 0 ? (
            <EmptyState
              className="mt-4"
              title={t`No careers match`}
              description={
                filters.q
                  ? t`Check the spelling, try another name for the job, or widen the filters.`
                  : t`No career fits all of these filters together. Try fewer of them.`
              }
              action={
                <div className="space-y-4">
                  <Button onClick={clearAll}>
                    <Trans>Clear search and filters</Trans>
                  </Button>
                  {filters.q && (
                    <nav aria-label={t`Browse by interest area`}>
                      <p className="text-sm text-muted-foreground">
                        <Trans>Or browse careers by kind of work:</Trans>
                      </p>
                      <ul className="mt-2 flex flex-wrap justify-center gap-2">
                        {RIASEC_ORDER.map((area) => (
                          <li key={area}>
                            <Button
                              variant="secondary"
                              size="sm"
                              onClick={() => update({ ...NO_EXPLORER_FILTERS, area }, 'clear')}
                            >
                              {areaName(area)}
                            </Button>
                          </li>
                        ))}
                      </ul>
                    </nav>
                  )}
                </div>
              }
            />
          ) : pages.status === 'loading' ? (
            <div aria-hidden="true">
              {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
                <PlaceholderRow key={index} />
              ))}
            </div>
          ) : (
            <>
              <Button
                variant="secondary"
                size="sm"
                className="sr-only min-h-11 focus:not-sr-only"
                onClick={() => afterList.current?.focus()}
              >
                <Trans>Skip past the list</Trans>
              </Button>
              <CareerList
                rows={pages.rows}
                total={pages.total}
                stale={pages.stale}
                onReach={pages.reached}
                allGrowthPercent={sources?.allGrowthPercent ?? null}
              />
              {pages.pageFailed && (
                <ErrorState
                  className="mt-4"
                  title={t`Some careers could not load`}
                  message={t`The ones above are fine. Try the rest again.`}
                  onRetry={pages.retry}
                />
              )}
            </>
          )}
        </div>
      </div>

      <div ref={afterList} tabIndex={-1} className="mt-8 space-y-4 outline-none">
        {!isUnfiltered(filters) && pages.status === 'ready' && pages.total > 0 && (
          <Button variant="secondary" onClick={clearAll}>
            <Trans>Clear search and filters</Trans>
          </Button>
        )}
        <BlsCredit sources={sources} className="mb-2" />
        <OnetAttribution release={sources?.onet} />
      </div>
    </PageFrame>
  );
}

/** Rows shown while the first page loads. */
const PLACEHOLDER_ROWS = 8;

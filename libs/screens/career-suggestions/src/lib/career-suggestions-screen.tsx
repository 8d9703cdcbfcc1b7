import { SavedInBrowser } from '@pathwise/compare';
import {
  NO_FIGURE_FILTER,
  readFigureFilter,
  sortByFigures,
  writeFigureFilter,
} from '@pathwise/assessment';
import { useStartAuth } from '@pathwise/auth';
import { useOnboarding } from '@pathwise/playground';
import { ErrorState, LoadingScreen, OnetAttribution } from '@pathwise/ui';
import { type ReactNode, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type FilterChoice, FiltersPanel, isNarrowed } from './components/filters-panel';
import { CloseCareers } from './components/close-careers';
import { InputsNote } from './components/inputs-note';
import { NoProfile } from './components/no-profile';
import { SuggestionList } from './components/suggestion-list';
import { useCareerSuggestions } from './hooks/use-career-suggestions';
import {
  defaultZones,
  matchesAreas,
  readFilters,
  readSort,
  writeFilters,
  writeSort,
  zonesForQuery,
} from './suggestion-filters';

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="selectable mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Careers that fit you</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
        Careers ranked by how well they match your interests, with the reasons for each. Filter by
        preparation, kind of work, pay and job growth, and save the ones you like.
      </p>
      {children}
    </div>
  );
}

/** /v2/pg-career-suggest: ranked careers, filtered through the address, each one saveable. */
export function CareerSuggestionsScreen() {
  useStartAuth({ immediate: false });
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const figures = useMemo(() => readFigureFilter(params), [params]);
  const onboarding = useOnboarding();
  const fallback = defaultZones(onboarding.answers);
  const why = filters.zones === 'default' ? fallback.why : null;
  const choice: FilterChoice = {
    zones: filters.zones === 'default' ? fallback.zones : filters.zones,
    areas: filters.areas,
    ...figures,
  };
  // The onboarding answers set the default zones, so wait for them before the first request.
  const ready = filters.zones !== 'default' || onboarding.status !== 'loading';
  const result = useCareerSuggestions({
    jobZone: zonesForQuery(choice.zones),
    figures,
    ready,
    workValues: onboarding.answers.workValues ?? [],
    currentOccupation: onboarding.answers.currentOccupation,
  });

  const change = (next: FilterChoice) =>
    setParams(writeFigureFilter(writeFilters(params, next), next), { replace: true });
  const clear = () => change({ zones: [], areas: [], ...NO_FIGURE_FILTER });

  if (result.status === 'loading') {
    return (
      <Page>
        <LoadingScreen className="min-h-[30vh]" />
      </Page>
    );
  }
  if (result.status === 'error') {
    return (
      <Page>
        <ErrorState
          className="mt-8"
          title="Your career matches didn't load"
          error={result.error}
          message="Your answers are safe."
          onRetry={result.retry}
        />
      </Page>
    );
  }
  if (result.status === 'no-profile') {
    return (
      <Page>
        <NoProfile />
      </Page>
    );
  }

  const sort = readSort(params);
  const filtered = result.suggestions.items.filter((item) =>
    matchesAreas(item.career.highPoints, choice.areas),
  );
  const items = sort ? sortByFigures(filtered, sort, (item) => item.career) : filtered;
  return (
    <Page>
      <div className="mt-8 grid gap-8 md:grid-cols-[17rem_1fr]">
        <FiltersPanel choice={choice} why={why} onChange={change} onClear={clear} />
        <div>
          <SavedInBrowser defaultOpen={false} className="mb-6" />
          {result.suggestions.close && (
            <CloseCareers
              close={result.suggestions.close}
              estimate={result.suggestions.source === 'personality-estimate'}
            />
          )}
          <SuggestionList
            className={result.suggestions.close ? 'mt-8' : undefined}
            items={items}
            updating={result.updating}
            filtered={isNarrowed(choice)}
            onClearFilters={clear}
            sort={sort}
            onSort={(next) => setParams(writeSort(params, next), { replace: true })}
          />
          {/* After the list, so the matches start within a phone's first screen. */}
          <InputsNote suggestions={result.suggestions} className="mt-8" />
          <OnetAttribution className="mt-8" />
        </div>
      </div>
    </Page>
  );
}

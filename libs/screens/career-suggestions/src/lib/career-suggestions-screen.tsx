import { useLingui } from '@lingui/react/macro';
import { readFailure } from '@pathwise/api';
import { SavedInBrowser } from '@pathwise/saved-careers';
import {
  payFloorFromAnswers,
  readFigureFilter,
  sortByFigures,
  writeFigureFilter,
} from '@pathwise/assessment';
import { useStartAuth } from '@pathwise/auth';
import { INTEREST_RESULT_HERE, useOnboarding, useSessionMode } from '@pathwise/progress';
import { ForgetThisBrowser, useForgottenNotice } from '@pathwise/forget-browser';
import { ErrorState, OnetAttribution, PageFrame, UntilKnown, useServerView } from '@pathwise/ui';
import { type ReactNode, type Ref, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CloseCareers } from './components/close-careers';
import { FilterColumn } from './components/filter-column';
import { type ListChoice, cleared, isNarrowed } from './components/filter-controls';
import { HowMatchingWorks } from './components/how-matching-works';
import { InputsNote } from './components/inputs-note';
import { ListNote } from './components/list-note';
import { NoProfile } from './components/no-profile';
import { ShareList } from './components/share-list';
import { SuggestionList, focusList } from './components/suggestion-list';
import { SuggestionsFilterSheet } from './components/suggestions-filter-sheet';
import { SuggestionsPlaceholder } from './components/suggestions-placeholder';
import { type SuggestionsQuery, useCareerSuggestions } from './hooks/use-career-suggestions';
import {
  defaultZones,
  matchesAreas,
  readFilters,
  readSort,
  writeFilters,
  writeSort,
  zonesForQuery,
} from './suggestion-filters';

/** Where the note above the matches leads to the careers close to the person's job. */
const CLOSE_CAREERS_ID = 'close-careers';

function Page({
  children,
  headingRef,
}: {
  children: ReactNode;
  /** Where reading picks up when the matches go (this browser's progress forgotten). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`Careers that fit you`}
      intro={t`Careers ranked by how well they match your interests, with the reasons for each. Filter them, and save the ones you like.`}
      width="full"
      compact
      selectable
      headingRef={headingRef}
    >
      {/* A screen tall in every state, so nothing below moves when the matches replace the placeholder. */}
      <div className="min-h-dvh">{children}</div>
    </PageFrame>
  );
}

/**
 * /v2/pg-career-suggest: ranked careers, filtered through the address, each one saveable. On a
 * phone the list comes first and the filters open in a sheet; from 1024 px they sit beside it.
 */
export function CareerSuggestionsScreen() {
  const { t } = useLingui();
  useStartAuth({ immediate: false });
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const sort = readSort(params);
  const onboarding = useOnboarding();
  const mode = useSessionMode();
  const tellForgotten = useForgottenNotice();
  const heading = useRef<HTMLHeadingElement>(null);
  const answeredFloor = onboarding.answers.payFloor;
  const figures = readFigureFilter(params, answeredFloor);
  const floorFromAnswers = payFloorFromAnswers(params, answeredFloor);
  const fallback = defaultZones(onboarding.answers);
  const why = filters.zones === 'default' ? fallback.why : null;
  const choice: ListChoice = {
    zones: filters.zones === 'default' ? fallback.zones : filters.zones,
    areas: filters.areas,
    ...figures,
    sort,
  };
  // The onboarding answers set the default zones and pay floor: wait for them before the first
  // request.
  const ready =
    (filters.zones !== 'default' && params.has('minPay')) || onboarding.status !== 'loading';
  const queryFor = (narrowed: ListChoice): SuggestionsQuery => ({
    jobZone: zonesForQuery(narrowed.zones),
    figures: { minPay: narrowed.minPay, growth: narrowed.growth },
    ready,
    workValues: onboarding.answers.workValues ?? [],
    currentOccupation: onboarding.answers.currentOccupation,
    families: narrowed.areas.length === 0 && !narrowed.sort,
  });
  const result = useCareerSuggestions(queryFor(choice));
  // The matches come from this browser's cards or the account: the page is sent, and hydrated,
  // with their place kept.
  const serverView = useServerView();

  const apply = (next: ListChoice) =>
    setParams(
      writeSort(writeFigureFilter(writeFilters(params, next), next, answeredFloor), next.sort),
      { replace: true },
    );
  // "Clear filters" is disabled (or gone) once pressed: focus moves to the list it changed.
  const clear = () => {
    apply(cleared(choice));
    focusList();
  };

  // Until the matches are known: the ways to start from the first paint where this browser can't
  // have an interest profile, the list's room where it may.
  if (serverView || result.status === 'loading' || result.status === 'no-profile') {
    return (
      <Page headingRef={heading}>
        <UntilKnown
          flag={INTEREST_RESULT_HERE}
          known={result.status === 'no-profile' ? 'none' : 'pending'}
          placeholder={<SuggestionsPlaceholder />}
          none={<NoProfile />}
        />
      </Page>
    );
  }
  if (result.status === 'error') {
    return (
      <Page headingRef={heading}>
        <ErrorState
          className="mt-8"
          title={t`Your career matches didn't load`}
          cause={result.error === undefined ? undefined : readFailure(result.error).words}
          message={t`Your answers are safe.`}
          onRetry={result.retry}
        />
      </Page>
    );
  }
  const { close, source } = result.suggestions;
  const filtered = result.suggestions.items.filter((item) =>
    matchesAreas(item.career.highPoints, choice.areas),
  );
  const items = sort ? sortByFigures(filtered, sort, (item) => item.career) : filtered;
  return (
    <Page headingRef={heading}>
      <div className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <FilterColumn
          className="hidden lg:block"
          choice={choice}
          why={why}
          onChange={apply}
          onClear={clear}
        />
        <div>
          <SavedInBrowser defaultOpen={false} className="mb-4" />
          <SuggestionList
            items={items}
            updating={result.updating}
            filtered={isNarrowed(choice)}
            onClearFilters={clear}
            sort={sort}
            actions={
              <SuggestionsFilterSheet
                className="lg:hidden"
                choice={choice}
                why={why}
                queryFor={queryFor}
                onApply={apply}
              />
            }
            note={
              <ListNote
                why={why}
                zones={choice.zones}
                close={close}
                closeId={CLOSE_CAREERS_ID}
                onShowAll={() => apply({ ...choice, zones: [] })}
                payFloor={floorFromAnswers ? figures.minPay : null}
                onAnyPay={() => apply({ ...choice, minPay: null })}
              />
            }
          />
          {/* After the matches, so they start within a phone's first screen; the note links here. */}
          {close && (
            <CloseCareers
              id={CLOSE_CAREERS_ID}
              className="mt-10"
              close={close}
              estimate={source === 'personality-estimate'}
            />
          )}
          <InputsNote
            suggestions={result.suggestions}
            payFloor={
              figures.minPay === null
                ? null
                : { amount: figures.minPay, fromAnswers: floorFromAnswers }
            }
            className="mt-8"
          />
          {result.suggestions.source !== 'none' && <HowMatchingWorks className="mt-8" />}
          <ShareList items={items} className="mt-8" />
          {/* Where a visitor finishes: on a shared computer the next person must not find this. */}
          {mode === 'browser' && (
            <ForgetThisBrowser
              className="mt-8"
              returnFocusTo={() => heading.current}
              onForgotten={tellForgotten}
            />
          )}
          <OnetAttribution className="mt-8" />
        </div>
      </div>
    </Page>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useGetCatalogueSourcesQuery } from '@pathwise/api';
import type { FigureSort } from '@pathwise/assessment';
import type { Suggestion } from '@pathwise/contract';
import { useFavourites } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import { BlsCredit } from '@pathwise/career-facts';
import { Button, ButtonLink, EmptyState, Heading } from '@pathwise/ui';
import type { ReactNode } from 'react';
import { useVerdictList } from '../hooks/use-verdict-list';
import { countText } from '../words';
import { NotForMe, VerdictNotice } from './not-for-me';
import { SuggestionCard } from './suggestion-card';

export const SUGGESTIONS_LIST_ID = 'suggestions-list';

/**
 * For a control that goes once pressed (a note's button, "Clear filters"): focus moves to the
 * list's heading, where the list it changed begins (its count, a live status, says how many
 * careers it now holds).
 */
export const focusList = () => document.getElementById(SUGGESTIONS_LIST_ID)?.focus();

/** The ranked careers left after the filters, each with a favourite toggle. */
export function SuggestionList({
  items,
  updating,
  filtered,
  onClearFilters,
  sort,
  actions,
  note,
  className,
}: {
  items: readonly Suggestion[];
  updating: boolean;
  filtered: boolean;
  onClearFilters: () => void;
  /** By pay or growth; null for fit. */
  sort: FigureSort | null;
  /** Beside the heading: the phone's button for the filters. */
  actions?: ReactNode;
  /** Under the count, before the careers. */
  note?: ReactNode;
  className?: string;
}) {
  const { t } = useLingui();
  const favourites = useFavourites();
  const {
    shown,
    verdictOf,
    notFor,
    error,
    notice,
    countQuiet,
    canUndo,
    undoRef,
    answer,
    undo,
    putBack,
  } = useVerdictList(items, SUGGESTIONS_LIST_ID, updating);
  // Said once the list has settled ("Updating…" is shown, and the section is marked busy).
  const quiet = updating || countQuiet;
  const { data: sources } = useGetCatalogueSourcesQuery();
  return (
    <section aria-labelledby={SUGGESTIONS_LIST_ID} aria-busy={updating} className={className}>
      <div className="flex items-center justify-between gap-3">
        {/* Focusable, for the notes' buttons that go once pressed (see ListNote). */}
        <Heading level={2} size="md" id={SUGGESTIONS_LIST_ID} tabIndex={-1}>
          <Trans>Your matches</Trans>
        </Heading>
        {actions}
      </div>
      <p role="status" aria-live={quiet ? 'off' : 'polite'} className="mt-1 text-muted-foreground">
        {countText(shown.length, updating, sort)}
      </p>
      {note}
      <VerdictNotice ref={undoRef} notice={notice} undo={canUndo ? () => void undo() : null} />
      {error && (
        <p role="alert" className="mt-2 text-danger">
          {error}
        </p>
      )}
      {favourites.error && (
        <p role="alert" className="mt-2 text-danger">
          {favourites.error}
        </p>
      )}
      {shown.length > 0 ? (
        <ol className="mt-4 space-y-4">
          {shown.map((item) => (
            <li key={item.career.code}>
              <SuggestionCard
                suggestion={item}
                allGrowthPercent={sources?.allGrowthPercent ?? null}
                saved={favourites.isSaved(item.career.code)}
                pending={favourites.pending(item.career.code)}
                onToggleSaved={() =>
                  void favourites.toggle({ code: item.career.code, title: item.career.title })
                }
                verdict={verdictOf(item.career.code)}
                onAnswer={(verdict) => void answer(item, verdict)}
              />
            </li>
          ))}
        </ol>
      ) : filtered ? (
        <EmptyState
          className="mt-4"
          title={t`No careers match these filters`}
          description={t`Try ticking more boxes, or clear the filters to see all your matches.`}
          action={
            <Button onClick={onClearFilters}>
              <Trans>Clear filters</Trans>
            </Button>
          }
        />
      ) : (
        <EmptyState
          className="mt-4"
          title={t`No matches to show just now`}
          description={t`Browse every career instead, or sort more interest cards for a sharper picture.`}
          action={
            <ButtonLink to={paths.explorer}>
              <Trans>Browse every career</Trans>
            </ButtonLink>
          }
        />
      )}
      <NotForMe careers={notFor} onBringBack={putBack} />
      <BlsCredit sources={sources} className="mt-4" />
    </section>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure } from '@pathwise/api';
import { useStartAuth } from '@pathwise/auth';
import type { CareerDetails, Favourite } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  LoadingScreen,
  OnetAttribution,
  PageFrame,
  TitledSection,
} from '@pathwise/ui';
import { type ReactNode, useState } from 'react';
import { CompareSection, canPick, togglePicked } from '@pathwise/saved-careers';
import { MatchSummary } from './components/match-summary';
import { SavedCareerCard } from './components/saved-career-card';
import { UndoNotice } from './components/undo-notice';
import { useMatchContext } from './hooks/use-match-context';
import { titleOf, useSavedCareers } from './hooks/use-saved-careers';
import { describeMatch } from './match-wording';

function Page({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`Saved careers`}
      intro={t`The careers you saved, how well each one matches your interests, and a side-by-side comparison of two or three of them.`}
      width="wide"
      selectable
    >
      {children}
    </PageFrame>
  );
}

function NothingSaved() {
  const { t } = useLingui();
  return (
    <EmptyState
      className="mt-8"
      title={t`You haven't saved any careers yet`}
      description={t`Save the careers that catch your eye while you explore, and they'll wait for you here to compare.`}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.explorer}>
            <Trans>Browse every career</Trans>
          </ButtonLink>
          <ButtonLink to={paths.careerSuggestions} variant="secondary">
            <Trans>See careers that fit you</Trans>
          </ButtonLink>
        </div>
      }
    />
  );
}

/** How many careers are saved, and in what order (called while rendering). */
const countText = (count: number) =>
  plural(count, {
    one: '# career, most recently saved first.',
    other: '# careers, most recently saved first.',
  });

/** /v2/pg-profile/favorites (signed in): saved careers with their match, removal with undo, a comparison. */
export function FavouritesScreen() {
  const { t } = useLingui();
  useStartAuth({ immediate: false });
  const saved = useSavedCareers();
  const savedCodes = saved.status === 'ready' ? saved.items.map((item) => item.code) : [];
  const { retry: retryMatch, fitFloors, ...match } = useMatchContext(savedCodes);
  const [picked, setPicked] = useState<readonly string[]>([]);

  if (saved.status === 'loading')
    return (
      <Page>
        <LoadingScreen className="min-h-[30vh]" />
      </Page>
    );
  if (saved.status === 'error')
    return (
      <Page>
        <ErrorState
          className="mt-8"
          title={t`Your saved careers didn't load`}
          cause={saved.error === undefined ? undefined : readFailure(saved.error).words}
          message={t`Your saved careers are safe.`}
          onRetry={saved.retry}
          retrying={saved.retrying}
        />
      </Page>
    );

  const { items } = saved;
  const shown = new Set(items.map((item) => item.code));
  const stillPicked = picked.filter((code) => shown.has(code));
  const matchOf = (favourite: Favourite) =>
    favourite.career
      ? describeMatch({ code: favourite.code, highPoints: favourite.career.highPoints }, match)
      : null;
  const fitLabel = (career: CareerDetails) => describeMatch(career, match).label;
  const remove = (favourite: Favourite) => {
    setPicked((current) => current.filter((code) => code !== favourite.code));
    saved.remove(favourite);
  };
  const comparable = items.filter((item) => item.career).length;

  return (
    <Page>
      <UndoNotice notice={saved.notice} onUndo={saved.undo} />
      {saved.problem && (
        <p role="alert" className="mt-4 text-danger">
          {saved.problem}
        </p>
      )}
      {items.length === 0 ? (
        <NothingSaved />
      ) : (
        <>
          <MatchSummary context={match} fitFloors={fitFloors} onRetry={retryMatch} />
          <TitledSection title={t`Your saved careers`} size="md" className="mt-8">
            <p className="mt-1 text-muted-foreground">{countText(items.length)}</p>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {items.map((favourite) => (
                <li key={favourite.code}>
                  <SavedCareerCard
                    favourite={favourite}
                    title={titleOf(favourite)}
                    match={matchOf(favourite)}
                    picked={stillPicked.includes(favourite.code)}
                    pickable={canPick(stillPicked, favourite.code)}
                    onTogglePicked={() => setPicked(togglePicked(stillPicked, favourite.code))}
                    onRemove={() => remove(favourite)}
                  />
                </li>
              ))}
            </ul>
          </TitledSection>
          {comparable >= 2 && (
            <CompareSection picked={stillPicked} fitLabel={fitLabel} from="favourites" />
          )}
          <OnetAttribution className="mt-10" />
        </>
      )}
    </Page>
  );
}

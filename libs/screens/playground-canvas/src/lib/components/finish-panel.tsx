import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InterestDeck, InterestRating } from '@pathwise/contract';
import { Button, TitledSection } from '@pathwise/ui';
import { minimumProgress } from '../minimum';

export type FinishPanelProps = {
  deck: InterestDeck;
  ratings: Readonly<Record<string, InterestRating>>;
  sorted: number;
  total: number;
  canFinish: boolean;
  finishing: boolean;
  finishError: string | null;
  onFinish: () => void;
};

/** Finishing: explained plainly until enough cards are sorted, then one button away. */
export function FinishPanel({
  deck,
  ratings,
  sorted,
  total,
  canFinish,
  finishing,
  finishError,
  onFinish,
}: FinishPanelProps) {
  const { t } = useLingui();
  if (!canFinish) {
    const { toGo, areasShort } = minimumProgress(deck, ratings);
    const minimumTotal = deck.minimum.total;
    const minimumPerArea = deck.minimum.perArea;
    const needs = t`Your interest profile needs at least ${plural(minimumTotal, {
      one: '# sorted card',
      other: '# sorted cards',
    })}, with ${minimumPerArea} or more about each of the six kinds of activity, so that it says something you can rely on.`;
    return (
      <TitledSection title={t`When can I finish?`} size="base" className="rounded-2xl bg-muted p-4">
        <p className="mt-1 text-muted-foreground">
          {needs}{' '}
          {toGo > 0
            ? t`${plural(toGo, { one: '# more to go.', other: '# more to go.' })}`
            : areasShort > 0
              ? t`Nearly there: a few more cards so that every kind of activity is covered.`
              : ''}
        </p>
      </TitledSection>
    );
  }
  return (
    <TitledSection
      title={sorted === total ? t`Ready for your interest profile` : t`You can finish now`}
      size="base"
      headingClassName="text-accent-foreground"
      className="rounded-2xl bg-accent p-4"
    >
      <p className="mt-1 text-accent-foreground">
        {sorted === total ? (
          <Trans>Every card is sorted.</Trans>
        ) : (
          <Trans>
            You’ve sorted enough cards for your interest profile. Finish now, or keep going: each
            extra card makes it a little surer.
          </Trans>
        )}
      </p>
      <Button className="mt-3" onClick={onFinish} pending={finishing}>
        {finishing ? <Trans>Making your profile…</Trans> : <Trans>Finish</Trans>}
      </Button>
      {finishError && (
        <p role="alert" className="mt-2 font-medium text-danger">
          {finishError}
        </p>
      )}
    </TitledSection>
  );
}

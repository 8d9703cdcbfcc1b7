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
  if (!canFinish) {
    const { toGo, areasShort } = minimumProgress(deck, ratings);
    return (
      <TitledSection title="When can I finish?" size="base" className="rounded-2xl bg-muted p-4">
        <p className="mt-1 text-muted-foreground">
          Your interest profile needs at least {deck.minimum.total} sorted cards, with{' '}
          {deck.minimum.perArea} or more about each of the six kinds of activity, so that it says
          something you can rely on.{' '}
          {toGo > 0
            ? `${toGo} more to go.`
            : areasShort > 0
              ? 'Nearly there: a few more cards so that every kind of activity is covered.'
              : ''}
        </p>
      </TitledSection>
    );
  }
  return (
    <TitledSection
      title={sorted === total ? 'Ready for your interest profile' : 'You can finish now'}
      size="base"
      headingClassName="text-accent-foreground"
      className="rounded-2xl bg-accent p-4"
    >
      <p className="mt-1 text-accent-foreground">
        {sorted === total
          ? 'Every card is sorted.'
          : 'You’ve sorted enough cards for your interest profile. Finish now, or keep going: each extra card makes it a little surer.'}
      </p>
      <Button className="mt-3" onClick={onFinish} disabled={finishing} aria-busy={finishing}>
        {finishing ? 'Making your profile…' : 'Finish'}
      </Button>
      {finishError && (
        <p role="alert" className="mt-2 font-medium text-danger">
          {finishError}
        </p>
      )}
    </TitledSection>
  );
}

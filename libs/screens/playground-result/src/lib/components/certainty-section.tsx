import { INTEREST_MINIMUM } from '@pathwise/assessment';
import type { InterestResultView } from '@pathwise/playground';
import { Card } from '@pathwise/ui';
import { type AreaRow, areaList, certaintyOf } from '../result-view';

function cardsRated(rows: readonly AreaRow[], answered: number) {
  const counts = rows.map((row) => row.answered);
  const [least, most] = [Math.min(...counts), Math.max(...counts)];
  const spread =
    least === most ? `${least} in each area` : `between ${least} and ${most} in each area`;
  return `You rated ${answered} ${answered === 1 ? 'card' : 'cards'}: ${spread}.`;
}

/** How much weight the result can bear, from the answers given, in plain words. */
export function CertaintySection({
  result,
  rows,
}: {
  result: InterestResultView;
  rows: readonly AreaRow[];
}) {
  const { steadiness, areasShort, closeCall } = certaintyOf(result);
  const flatScore = rows[0]?.score ?? 0;
  return (
    <section aria-labelledby="result-certainty" className="mt-10">
      <h2 id="result-certainty" className="text-2xl font-semibold">
        How sure is this?
      </h2>
      <Card className="mt-4 space-y-3">
        <p>
          {cardsRated(rows, result.answered)} A result needs at least {INTEREST_MINIMUM.total} in
          all and {INTEREST_MINIMUM.perArea} in each area.{' '}
          {steadiness === 'steady' &&
            "That's plenty, so this is a fairly steady picture of what you enjoy."}
          {steadiness === 'first' &&
            "That's enough for a first picture. Sorting more cards makes it steadier."}
          {steadiness === 'rough' &&
            `That's fewer than a result usually needs${
              areasShort.length ? `, especially in ${areaList(areasShort)}` : ''
            }, so take this as a rough sketch. Sorting more cards makes it steadier.`}
        </p>
        {result.flat && (
          <p className="rounded-lg border border-border bg-muted p-3">
            Your answers lean toward no area: every area scored {flatScore}. That isn&apos;t a
            mistake. It can mean you liked, or disliked, most kinds of work about equally, or that
            you often chose &ldquo;unsure&rdquo;. Sorting more cards, and choosing
            &ldquo;like&rdquo; or &ldquo;dislike&rdquo; where you can, makes the result steadier and
            more useful.
          </p>
        )}
        {closeCall && (
          <p>
            Your third and fourth areas are close: {closeCall.third.name} scored{' '}
            {closeCall.third.score} and {closeCall.fourth.name} {closeCall.fourth.score}. A few more
            cards could swap the last letter of your code.
          </p>
        )}
        <p className="text-muted-foreground">
          Interests grow and change, so think of this as a starting point rather than a verdict.
        </p>
      </Card>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { InterestResultView } from '@pathwise/progress';
import { Card, TitledSection } from '@pathwise/ui';
import {
  cardsRatedSentence,
  closeCallSentence,
  flatNote,
  minimumSentence,
  nearlyFlatNote,
  startingPoint,
  steadinessSentence,
} from '../certainty-words';
import { type AreaRow, certaintyOf, nearlyFlat } from '../result-view';

/** How much weight the result can bear, from the answers given, in plain words. */
export function CertaintySection({
  result,
  rows,
}: {
  result: InterestResultView;
  rows: readonly AreaRow[];
}) {
  const { t } = useLingui();
  const certainty = certaintyOf(result);
  const flatScore = rows[0]?.score ?? 0;
  const near = nearlyFlat(result);
  return (
    <TitledSection title={t`How sure is this?`}>
      <Card className="mt-4 space-y-3">
        <p>
          {cardsRatedSentence(rows, result.answered)} {minimumSentence()}{' '}
          {steadinessSentence(certainty, result.flat || near !== null)}
        </p>
        {result.flat && (
          <p className="rounded-lg border border-border bg-muted p-3">{flatNote(flatScore)}</p>
        )}
        {near && (
          <p className="rounded-lg border border-border bg-muted p-3">{nearlyFlatNote(near)}</p>
        )}
        {!near && certainty.closeCall && <p>{closeCallSentence(certainty.closeCall)}</p>}
        <p className="text-muted-foreground">{startingPoint()}</p>
      </Card>
    </TitledSection>
  );
}

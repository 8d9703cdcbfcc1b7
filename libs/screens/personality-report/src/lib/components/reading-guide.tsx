import { LEVEL_BANDS_NOTE } from '@pathwise/assessment';
import { Card, TitledSection } from '@pathwise/ui';
import {
  type NormGroup,
  type Perspective,
  approximationNote,
  comparisonSentence,
} from '../report-view';

/** What a percentile is, who the comparison group is, and how much weight the numbers can bear. */
export function ReadingGuide({
  normGroup,
  normsNote,
  perspective,
}: {
  normGroup: NormGroup;
  normsNote: string;
  perspective: Perspective;
}) {
  const own = perspective === 'own';
  const approximation = approximationNote(normGroup, perspective);
  return (
    <TitledSection title={own ? 'How to read your results' : 'How to read these results'}>
      <Card className="mt-4 space-y-5 print:break-inside-avoid print:shadow-none">
        <div>
          <h3 className="text-lg font-semibold">What a percentile means</h3>
          <p className="mt-1">
            A percentile compares {own ? 'your' : 'these'} answers with other people&apos;s. If{' '}
            {own ? 'you are' : 'someone is'} higher than 70 of 100 people on a trait, the other 30
            scored the same or higher. It isn&apos;t a mark out of 100, and there are no good or bad
            results: both ends of every trait have their own strengths.
          </p>
          <p className="mt-2">
            The level (low, average or high) says the same as the percentile, in a word.{' '}
            {LEVEL_BANDS_NOTE} Average is the middle two-fifths of the comparison group, where most
            people are.
          </p>
        </div>
        <div>
          <h3 className="text-lg font-semibold">
            Who {own ? 'you are' : 'they are'} compared with
          </h3>
          <p className="mt-1">{comparisonSentence(normGroup, perspective)}</p>
          {approximation && (
            <p className="mt-2 rounded-lg border border-border bg-muted p-3 print:bg-transparent">
              {approximation}
            </p>
          )}
          <p className="mt-2 text-muted-foreground">{normsNote}</p>
          <p className="mt-2 text-muted-foreground">
            These are people who chose to take the test online, so they may not be quite like the
            people around {own ? 'you' : 'them'}.
          </p>
        </div>
        <div>
          <h3 className="text-lg font-semibold">How sure these numbers are</h3>
          <p className="mt-1">
            The results come from how {own ? 'you' : 'they'} described{' '}
            {own ? 'yourself' : 'themselves'}, in one sitting. That is useful, but not exact: most
            people&apos;s scores shift a little when they take the test again, with their mood, the
            day and how they read the statements. A difference of a few points means very little, so
            look at the overall pattern rather than single numbers.
          </p>
        </div>
      </Card>
    </TitledSection>
  );
}

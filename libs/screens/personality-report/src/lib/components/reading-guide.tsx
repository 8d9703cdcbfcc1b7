import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Heading, TitledSection } from '@pathwise/ui';
import {
  type NormGroup,
  type Perspective,
  approximationNote,
  comparisonSentence,
  levelBandsNote,
} from '../report-view';

/** What a percentile is, who the comparison group is, and how much weight the numbers can bear. */
export function ReadingGuide({
  normGroup,
  perspective,
}: {
  normGroup: NormGroup;
  perspective: Perspective;
}) {
  const { t } = useLingui();
  const own = perspective === 'own';
  const approximation = approximationNote(normGroup, perspective);
  return (
    <TitledSection title={own ? t`How to read your results` : t`How to read these results`}>
      <Card className="mt-4 space-y-5 print:space-y-3 print:shadow-none">
        <div className="print:break-inside-avoid">
          <Heading>
            <Trans>What a percentile means</Trans>
          </Heading>
          <p className="mt-1">
            {own ? (
              <Trans>
                A percentile compares your answers with other people&apos;s. If you are higher than
                70 of 100 people on a trait, the other 30 scored the same or higher.
              </Trans>
            ) : (
              <Trans>
                A percentile compares these answers with other people&apos;s. If someone is higher
                than 70 of 100 people on a trait, the other 30 scored the same or higher.
              </Trans>
            )}{' '}
            <Trans>
              It isn&apos;t a mark out of 100, and there are no good or bad results: both ends of
              every trait have their own strengths.
            </Trans>
          </p>
          <p className="mt-2">
            <Trans>
              The level (low, average or high) says the same as the percentile, in a word.
            </Trans>{' '}
            {levelBandsNote()}{' '}
            <Trans>
              Average is the middle two-fifths of the comparison group, where most people are.
            </Trans>
          </p>
        </div>
        <div className="print:break-inside-avoid">
          <Heading>
            {own ? (
              <Trans>Who you are compared with</Trans>
            ) : (
              <Trans>Who they are compared with</Trans>
            )}
          </Heading>
          <p className="mt-1">{comparisonSentence(normGroup, perspective)}</p>
          {approximation && (
            <p className="mt-2 rounded-lg border border-border bg-muted p-3 print:bg-transparent">
              {approximation}
            </p>
          )}
          {/* The norms' documentation asks for this beside any percentile (the API's normsNote,
              worded here for the reader and for whose report it is). */}
          <p className="mt-2 text-muted-foreground">
            {own ? (
              <Trans>
                Percentiles compare you with people who took the IPIP-NEO-120 online, mostly in the
                United States (Johnson, 2014).
              </Trans>
            ) : (
              <Trans>
                Percentiles compare them with people who took the IPIP-NEO-120 online, mostly in the
                United States (Johnson, 2014).
              </Trans>
            )}
          </p>
          <p className="mt-2 text-muted-foreground">
            {own ? (
              <Trans>
                These are people who chose to take the test online, so they may not be quite like
                the people around you.
              </Trans>
            ) : (
              <Trans>
                These are people who chose to take the test online, so they may not be quite like
                the people around them.
              </Trans>
            )}
          </p>
        </div>
        <div className="print:break-inside-avoid">
          <Heading>
            <Trans>How sure these numbers are</Trans>
          </Heading>
          <p className="mt-1">
            {own ? (
              <Trans>
                The results come from how you described yourself, in one sitting. That is useful,
                but not exact: most people&apos;s scores shift a little when they take the test
                again, with their mood, the day and how they read the statements. A difference of a
                few points means very little, so look at the overall pattern rather than single
                numbers.
              </Trans>
            ) : (
              <Trans>
                The results come from how they described themselves, in one sitting. That is useful,
                but not exact: most people&apos;s scores shift a little when they take the test
                again, with their mood, the day and how they read the statements. A difference of a
                few points means very little, so look at the overall pattern rather than single
                numbers.
              </Trans>
            )}
          </p>
        </div>
      </Card>
    </TitledSection>
  );
}

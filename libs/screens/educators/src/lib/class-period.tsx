import { Trans, useLingui } from '@lingui/react/macro';
import { MINUTES_TO_TAKE } from '@pathwise/assessment/time-to-take';
import { TitledSection } from '@pathwise/ui';

const { signUp, questionsAboutYou, cardSort, personalityTest, readingResults } = MINUTES_TO_TAKE;
const TOTAL = signUp + questionsAboutYou + cardSort + personalityTest + readingResults;

/** A class period in Pathwise, step by step, with the minutes each step takes most students. */
export function ClassPeriod() {
  const { t } = useLingui();
  const steps = [
    { minutes: signUp, what: t`Make an account, or go on without one` },
    { minutes: questionsAboutYou, what: t`Answer a few questions about themselves` },
    { minutes: cardSort, what: t`Sort the activity cards: “Love it”, “Not sure” or “Not for me”` },
    { minutes: personalityTest, what: t`Take the personality test` },
    { minutes: readingResults, what: t`Read their results and open a few careers` },
  ];
  return (
    <TitledSection title={t`A class period, step by step`}>
      <ol className="mt-4 space-y-2">
        {steps.map(({ minutes, what }) => (
          <li
            key={what}
            className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 border-b border-border pb-2"
          >
            <span>{what}</span>
            <span className="text-end whitespace-nowrap text-muted-foreground tabular-nums">
              <Trans>about {minutes} min</Trans>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-4">
        <Trans>
          That is about {TOTAL} minutes, so a 50-minute period leaves time to talk about what they
          found. Students who read slowly may need longer. Everything is saved as they go: with an
          account they carry on next time, on any computer.
        </Trans>
      </p>
    </TitledSection>
  );
}

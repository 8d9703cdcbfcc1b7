import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@pathwise/routes';
import { ButtonLink, TitledSection } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import { MINUTES_TO_TAKE } from '@pathwise/assessment/time-to-take';

// Named, so translators see what each number is.
const questionsMinutes = MINUTES_TO_TAKE.questionsAboutYou;
const sortMinutes = MINUTES_TO_TAKE.cardSort;

const STEPS = [
  {
    to: paths.onboarding,
    title: msg`About you`,
    detail: msg`A few quick questions, all optional. About ${questionsMinutes} minutes.`,
  },
  {
    to: paths.playgroundCanvas,
    title: msg`Sort activity cards`,
    detail: msg`Love it, not sure or not for me. About ${sortMinutes} minutes.`,
  },
  {
    to: paths.playgroundResult,
    title: msg`Your interest profile`,
    detail: msg`The kinds of work you enjoy most, once you have sorted enough cards.`,
  },
  {
    to: paths.careerSuggestions,
    title: msg`Careers that fit`,
    detail: msg`Careers ranked by how well they match your interests.`,
  },
] as const;

/** The playground's four steps in brief; its hub shows where the person is in each. */
export function PlaygroundSteps() {
  const { t, i18n } = useLingui();
  return (
    <TitledSection title={t`The career playground`} className="mt-12">
      <p className="selectable mt-2 text-muted-foreground">
        <Trans>
          Four steps to careers that suit what you enjoy. There are no right or wrong answers, you
          can stop at any point, and this browser keeps your place.
        </Trans>
      </p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2">
        {STEPS.map((step, index) => (
          <li key={step.to} className="rounded-xl border border-border p-4">
            <Link
              to={step.to}
              className="inline-flex min-h-11 items-center text-lg font-semibold text-primary underline-offset-4 hover:underline"
            >
              {index + 1}. {i18n._(step.title)}
            </Link>
            <p className="selectable mt-1 text-sm text-muted-foreground">{i18n._(step.detail)}</p>
          </li>
        ))}
      </ol>
      <ButtonLink to={paths.playgroundHome} size="lg" className="mt-4">
        <Trans>Start the career playground</Trans>
      </ButtonLink>
    </TitledSection>
  );
}

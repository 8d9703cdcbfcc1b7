import { paths } from '@pathwise/routes';
import { buttonClasses, TitledSection } from '@pathwise/ui';
import { Link } from 'react-router-dom';

const STEPS = [
  {
    to: paths.onboarding,
    title: 'About you',
    detail: 'A few quick questions, all optional. About 2 minutes.',
  },
  {
    to: paths.playgroundCanvas,
    title: 'Sort activity cards',
    detail: 'Love it, not sure or not for me. About 5 minutes.',
  },
  {
    to: paths.playgroundResult,
    title: 'Your interest profile',
    detail: 'The kinds of work you enjoy most, once you have sorted enough cards.',
  },
  {
    to: paths.careerSuggestions,
    title: 'Careers that fit',
    detail: 'Careers ranked by how well they match your interests.',
  },
] as const;

/** The playground's four steps in brief; its hub shows where the person is in each. */
export function PlaygroundSteps() {
  return (
    <TitledSection title="The career playground" className="mt-12">
      <p className="selectable mt-2 text-muted-foreground">
        Four steps to careers that suit what you enjoy. There are no right or wrong answers, you can
        stop at any point, and this browser keeps your place.
      </p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2">
        {STEPS.map((step, index) => (
          <li key={step.to} className="rounded-xl border border-border p-4">
            <Link
              to={step.to}
              className="text-lg font-semibold text-primary underline-offset-4 hover:underline"
            >
              {index + 1}. {step.title}
            </Link>
            <p className="selectable mt-1 text-sm text-muted-foreground">{step.detail}</p>
          </li>
        ))}
      </ol>
      <Link to={paths.playgroundHome} className={`${buttonClasses({ size: 'lg' })} mt-4`}>
        Start the career playground
      </Link>
    </TitledSection>
  );
}

import { useStartAuth } from '@pathwise/auth';
import { useInterestResult, useInterestSort, useOnboarding } from '@pathwise/playground';
import { paths } from '@pathwise/routes';
import { buttonClasses } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import { StepList } from './components/step-list';
import { playgroundSteps } from './playground-steps';

/** The playground's hub: the four steps, where the person is in them, and the next one. */
export function PlaygroundHomeScreen() {
  useStartAuth({ immediate: false });
  const onboarding = useOnboarding();
  const sort = useInterestSort();
  const result = useInterestResult();
  const { completed, ...answers } = onboarding.answers;
  const { steps, next } = playgroundSteps({
    onboarding: {
      answered: Object.values(answers).filter(
        (value) => value !== undefined && !(Array.isArray(value) && value.length === 0),
      ).length,
      completed,
    },
    cards: { sorted: sort.sorted, total: sort.total, canFinish: sort.canFinish },
    hollandCode: result.result?.hollandCode ?? null,
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Career playground</h1>
      <p className="selectable mt-4 text-lg text-muted-foreground">
        Four steps to careers that suit what you enjoy. There are no right or wrong answers, you can
        stop at any point, and this browser keeps your place. Sign in to keep it on every device.
      </p>
      {next && (
        <Link to={next.to} className={`${buttonClasses({ size: 'lg' })} mt-6`}>
          {next.status === 'in-progress' ? 'Continue' : 'Start'}: {next.title}
        </Link>
      )}
      <section aria-labelledby="steps-heading" className="mt-8">
        <h2 id="steps-heading" className="sr-only">
          Your steps
        </h2>
        <StepList steps={steps} next={next} />
      </section>
      <section aria-labelledby="more-heading" className="mt-10 rounded-xl border border-border p-4">
        <h2 id="more-heading" className="text-lg font-semibold">
          Want a fuller picture?
        </h2>
        <p className="selectable mt-1 text-sm text-muted-foreground">
          The personality test takes about 10 minutes and adds your personality to the careers we
          suggest.
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link to={paths.personalityTest} className={buttonClasses({ variant: 'secondary' })}>
            Take the personality test
          </Link>
          <Link to={paths.explorer} className={buttonClasses({ variant: 'ghost' })}>
            Browse all careers
          </Link>
        </div>
      </section>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { paths } from '@pathwise/routes';
import { buttonClasses } from '@pathwise/ui';
import { Link } from 'react-router-dom';

/** The way on: careers matched to this result, or every career to browse. */
export function NextSteps() {
  return (
    <nav aria-labelledby="result-next" className="mt-10">
      <h2 id="result-next" className="text-2xl font-semibold">
        <Trans>Where to next</Trans>
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={paths.careerSuggestions} className={buttonClasses({ size: 'lg' })}>
          <Trans>See careers that fit you</Trans>
        </Link>
        <Link to={paths.explorer} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          <Trans>Browse every career</Trans>
        </Link>
      </div>
    </nav>
  );
}

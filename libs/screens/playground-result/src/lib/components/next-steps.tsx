import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@pathwise/routes';
import { ButtonLink } from '@pathwise/ui';

/**
 * The way on, at the top of the result so a phone shows it on the first screen: careers matched to
 * this result, or every career to browse.
 */
export function NextSteps() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Where to next`} className="mt-4 flex flex-wrap gap-3">
      <ButtonLink to={paths.careerSuggestions} size="lg">
        <Trans>See careers that fit you</Trans>
      </ButtonLink>
      <ButtonLink to={paths.explorer} variant="secondary" size="lg">
        <Trans>Browse every career</Trans>
      </ButtonLink>
    </nav>
  );
}

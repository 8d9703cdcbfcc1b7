import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@pathwise/routes';
import { ButtonLink, EmptyState } from '@pathwise/ui';

/** Nothing to match careers to yet: the ways to give us something. */
export function NoProfile() {
  const { t } = useLingui();
  return (
    <EmptyState
      className="mt-8"
      title={t`First, tell us what you enjoy`}
      description={t`Careers are matched to your interests. Sort the interest cards, and your matches appear here. The personality test can give a first hint too.`}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <ButtonLink to={paths.playgroundCanvas} size="lg">
            <Trans>Sort the interest cards</Trans>
          </ButtonLink>
          <ButtonLink to={paths.personalityTest} variant="secondary" size="lg">
            <Trans>Take the personality test</Trans>
          </ButtonLink>
        </div>
      }
    />
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@pathwise/routes';
import { ButtonLink, EmptyState } from '@pathwise/ui';

/** No interest profile yet: the way to make one. */
export function NoResult() {
  const { t } = useLingui();
  return (
    <EmptyState
      className="mt-8"
      title={t`You don't have an interest profile yet`}
      description={t`Sort the interest cards: short activities at work that you like, dislike or aren't sure about. Your profile appears here when you finish.`}
      action={
        <ButtonLink to={paths.playgroundCanvas} size="lg">
          <Trans>Sort the interest cards</Trans>
        </ButtonLink>
      }
    />
  );
}

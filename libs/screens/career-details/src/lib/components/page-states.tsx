import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure } from '@pathwise/api';
import { paths } from '@pathwise/routes';
import { ButtonLink, ErrorState, PageFrame } from '@pathwise/ui';

/** Ways to find a career when this page can't show one. */
function FindACareer() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Find a career`} className="mt-6 flex flex-wrap justify-center gap-3">
      <ButtonLink to={paths.explorer}>
        <Trans>Browse every career</Trans>
      </ButtonLink>
      <ButtonLink to={paths.careerSuggestions} variant="secondary">
        <Trans>See careers that fit you</Trans>
      </ButtonLink>
    </nav>
  );
}

/** For an address without a usable code (null) or with a code no career has. */
export function CareerNotFound({ code }: { code: string | null }) {
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`We couldn't find that career`}
      width="notice"
      className="text-center"
      intro={
        code
          ? t`There's no career with the code ${code} in our list. It may have been renamed or merged with another in a newer O*NET release.`
          : t`This link doesn't include a career code we recognise. Career codes look like 15-1252.00.`
      }
    >
      <p className="mt-2 text-muted-foreground">
        <Trans>You can browse every career, or look at the ones suggested for you.</Trans>
      </p>
      <FindACareer />
    </PageFrame>
  );
}

export function CareerLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="px-4 py-12">
      <ErrorState
        headingLevel={1}
        title={t`We couldn't load this career`}
        cause={error === undefined ? undefined : readFailure(error).words}
        message={t`Your saved careers are safe.`}
        onRetry={onRetry}
      >
        <ButtonLink to={paths.explorer} variant="secondary">
          <Trans>Browse every career</Trans>
        </ButtonLink>
      </ErrorState>
    </div>
  );
}

export function CareerLoading() {
  return (
    // As tall as a screen, so nothing below it jumps when the career arrives.
    <div role="status" className="mx-auto min-h-dvh max-w-4xl space-y-4 px-4 py-8">
      <p className="text-muted-foreground">
        <Trans>Loading career details…</Trans>
      </p>
      <div aria-hidden="true" className="space-y-3 motion-safe:animate-pulse">
        <div className="h-9 w-2/3 rounded-lg bg-muted" />
        <div className="h-5 w-full rounded-lg bg-muted" />
        <div className="h-5 w-5/6 rounded-lg bg-muted" />
        <div className="h-48 w-full rounded-2xl bg-muted" />
      </div>
    </div>
  );
}

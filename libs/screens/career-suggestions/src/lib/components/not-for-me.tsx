import { Trans, useLingui } from '@lingui/react/macro';
import type { Verdict } from '@pathwise/contract';
import { careerDetailsHref } from '@pathwise/routes';
import { Button } from '@pathwise/ui';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';

/**
 * What "not for me" and undo did, with the undo, where focus goes. The status is always in the
 * page, so that screen readers announce what appears in it.
 */
export const VerdictNotice = forwardRef<
  HTMLButtonElement,
  { notice: string; undo: (() => void) | null }
>(function VerdictNotice({ notice, undo }, undoRef) {
  return (
    <div
      className={
        notice ? 'mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-muted px-4 py-2' : undefined
      }
    >
      <p role="status">{notice}</p>
      {undo && (
        <Button ref={undoRef} variant="secondary" onClick={undo}>
          <Trans>Undo</Trans>
        </Button>
      )}
    </div>
  );
});

function NoLongerListed({ code }: { code: string }) {
  return (
    <span>
      <Trans>A career no longer listed ({code})</Trans>
    </span>
  );
}

/** The careers the person said are not for them, each a tap from coming back. */
export function NotForMe({
  careers,
  onBringBack,
}: {
  careers: readonly Verdict[];
  onBringBack: (career: Verdict) => void;
}) {
  const { t } = useLingui();
  const count = careers.length;
  if (count === 0) return null;
  return (
    <details className="mt-6 rounded-2xl border border-border p-4">
      <summary className="min-h-11 cursor-pointer py-2 font-medium">
        <Trans>Careers you said are not for you ({count})</Trans>
      </summary>
      <ul className="mt-2 space-y-2">
        {careers.map((career) => {
          const title = career.title ?? career.code;
          return (
            <li key={career.code} className="flex flex-wrap items-center justify-between gap-3">
              {career.title ? (
                <Link
                  to={`${careerDetailsHref(career.code)}&from=suggestions`}
                  className="underline underline-offset-2"
                >
                  {career.title}
                </Link>
              ) : (
                <NoLongerListed code={career.code} />
              )}
              <Button
                variant="secondary"
                aria-label={t`Put back on my list: ${title}`}
                onClick={() => onBringBack(career)}
              >
                <Trans>Put back on my list</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

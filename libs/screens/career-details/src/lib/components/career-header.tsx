import { Trans } from '@lingui/react/macro';
import { PageHeading } from '@pathwise/ui';
import type { CareerDetails } from '@pathwise/contract';
import { useEffect, useRef } from 'react';
import { FavouriteControl } from './favourite-control';

/** The occupation a specialty (an O*NET code ending other than .00) belongs to, by BLS's name. */
const specialtyOf = (career: CareerDetails) => {
  const scope = career.pay ?? career.outlook;
  return scope?.scope === 'specialty' ? scope.socTitle : null;
};

/**
 * The career's name, what it is, and the favourite toggle. After moving from one career to
 * another (a related link), focus goes to the new name so keyboard and screen-reader users start
 * reading from the top.
 */
export function CareerHeader({
  career,
  focusOnShow,
}: {
  career: CareerDetails;
  focusOnShow: boolean;
}) {
  const parent = specialtyOf(career);
  const { code } = career;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow, career.code]);

  return (
    <header className="space-y-3">
      <p className="text-sm font-medium text-muted-foreground">
        <Trans>Career details · O*NET code {code}</Trans>
      </p>
      <PageHeading ref={heading} tabIndex={-1} className="outline-none">
        {career.title}
      </PageHeading>
      <p className="selectable max-w-3xl text-lg text-muted-foreground">{career.description}</p>
      {parent && (
        <p className="selectable max-w-3xl">
          <Trans>
            A specialty within {parent}: the BLS figures on this page cover {parent} as a whole.
          </Trans>
        </p>
      )}
      {career.catchAll && (
        <p className="selectable max-w-3xl rounded-lg bg-muted px-3 py-2">
          {career.related.length > 0 ? (
            <Trans>
              This is a catch-all: O*NET groups here jobs that don&apos;t fit a more specific
              career, so it says less about any one of them. Related careers below may describe the
              job you have in mind better.
            </Trans>
          ) : (
            <Trans>
              This is a catch-all: O*NET groups here jobs that don&apos;t fit a more specific
              career, so it says less about any one of them. Its other job titles show the kinds of
              work it covers.
            </Trans>
          )}
        </p>
      )}
      <FavouriteControl career={career} />
    </header>
  );
}

import type { CareerDetails } from '@pathwise/contract';
import { useEffect, useRef } from 'react';
import { FavouriteControl } from './favourite-control';

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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow, career.code]);

  return (
    <header className="space-y-3">
      <p className="text-sm font-medium text-muted-foreground">
        Career details · O*NET-SOC code {career.code}
      </p>
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight outline-none sm:text-4xl"
      >
        {career.title}
      </h1>
      <p className="selectable max-w-3xl text-lg text-muted-foreground">{career.description}</p>
      <FavouriteControl career={career} />
    </header>
  );
}

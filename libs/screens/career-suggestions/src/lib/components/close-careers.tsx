import { fitText, isMilitaryCareer } from '@pathwise/assessment';
import type { Suggestions } from '@pathwise/contract';
import { careerDetailsHref } from '@pathwise/routes';
import { VeteransNote, cn } from '@pathwise/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';

type Close = NonNullable<Suggestions['close']>;

/** Careers that build on the job the person does now, each with the skills it shares. */
export function CloseCareers({
  id,
  close,
  estimate,
  className,
}: {
  /** Where the note above the matches links to. */
  id: string;
  close: Close;
  estimate: boolean;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-20', className)}>
      <h2 id={headingId} className="text-xl font-semibold">
        Careers close to what you do now
      </h2>
      {!close.skillsRated ? (
        <>
          <p className="mt-1">
            O*NET doesn&apos;t rate the skills {close.current.title} uses, so we can&apos;t list
            careers that use the same ones. It is left out of your matches.
          </p>
          {isMilitaryCareer(close.current.code) && <VeteransNote className="mt-3" />}
        </>
      ) : (
        <>
          <p className="mt-1 text-muted-foreground">
            Careers that use the skills O*NET rates most important for {close.current.title}, with
            O*NET&apos;s own related occupations
            {close.items.some((item) => item.fit !== null) ? ' and your interests' : ''}. Closeness
            (0 to 100) weighs the shared skills most; closest first, equal closeness A to Z.
          </p>
          {close.items.length === 0 ? (
            <p className="mt-3">
              None within the filters you chose (preparation, pay or growth). Clearing them may show
              some.
            </p>
          ) : (
            <ol className="mt-3 space-y-3">
              {close.items.map((item) => (
                <li key={item.career.code} className="rounded-xl border border-border p-4">
                  <Link
                    to={`${careerDetailsHref(item.career.code)}&from=suggestions`}
                    className="font-semibold underline underline-offset-2"
                  >
                    {item.career.title}
                  </Link>
                  <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                    <span className="font-medium">Closeness: {item.closeness} of 100</span>
                    {item.fitBand && item.fit !== null && (
                      <span className="text-muted-foreground">
                        {/* A personality-only estimate is said in words, as on the main list. */}
                        {fitText(item.fit, item.fitBand, estimate)}
                      </span>
                    )}
                  </p>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                    {item.reasons.map((reason) => (
                      <li key={`${reason.kind}-${reason.text}`}>{reason.text}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

import { Trans } from '@lingui/react/macro';
import { useGetCatalogueSourcesQuery } from '@pathwise/api';
import { isMilitaryCareer } from '@pathwise/assessment';
import { fitText, listFigures, reasonText } from '@pathwise/career-words';
import type { Suggestions } from '@pathwise/contract';
import { careerDetailsHref } from '@pathwise/routes';
import { BlsCredit, VeteransNote } from '@pathwise/career-facts';
import { cn, TitledSection } from '@pathwise/ui';
import { Link } from 'react-router-dom';

type Close = NonNullable<Suggestions['close']>;

function Closeness({ closeness }: { closeness: number }) {
  return (
    <span className="font-medium">
      <Trans>Closeness: {closeness} of 100</Trans>
    </span>
  );
}

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
  const current = close.current.title;
  const withInterests = close.items.some((item) => item.fit !== null);
  // Pay and growth as the main list shows them, credited under the list as there.
  const { data: sources } = useGetCatalogueSourcesQuery();
  const figures = close.items.map((item) =>
    listFigures(item.career, sources?.allGrowthPercent ?? null),
  );
  const withFigures = figures.some((shown) => shown.length > 0);
  return (
    <TitledSection
      id={id}
      title={<Trans>Careers close to what you do now</Trans>}
      size="md"
      className={cn('scroll-mt-20', className)}
    >
      {!close.skillsRated ? (
        <>
          <p className="mt-1">
            <Trans>
              O*NET doesn&apos;t rate the skills {current} uses, so we can&apos;t list careers that
              use the same ones. It is left out of your matches.
            </Trans>
          </p>
          {isMilitaryCareer(close.current.code) && <VeteransNote className="mt-3" />}
        </>
      ) : (
        <>
          <p className="mt-1 text-muted-foreground">
            {withInterests ? (
              <Trans>
                Careers that use the skills O*NET rates most important for {current}, with
                O*NET&apos;s own related occupations and your interests. Closeness (0 to 100) weighs
                the shared skills most; closest first, equal closeness A to Z.
              </Trans>
            ) : (
              <Trans>
                Careers that use the skills O*NET rates most important for {current}, with
                O*NET&apos;s own related occupations. Closeness (0 to 100) weighs the shared skills
                most; closest first, equal closeness A to Z.
              </Trans>
            )}
          </p>
          {close.items.length === 0 ? (
            <p className="mt-3">
              <Trans>
                None within the filters you chose (preparation, pay or growth). Clearing them may
                show some.
              </Trans>
            </p>
          ) : (
            <ol className="mt-3 space-y-3">
              {close.items.map((item, index) => (
                <li key={item.career.code} className="rounded-xl border border-border p-4">
                  <Link
                    to={`${careerDetailsHref(item.career.code)}&from=suggestions`}
                    className="font-semibold underline underline-offset-2"
                  >
                    {item.career.title}
                  </Link>
                  <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                    <Closeness closeness={item.closeness} />
                    {item.fitBand && item.fit !== null && (
                      <span className="text-muted-foreground">
                        {/* A personality-only estimate is said in words, as on the main list. */}
                        {fitText(item.fit, item.fitBand, estimate)}
                      </span>
                    )}
                  </p>
                  {figures[index]!.length > 0 && (
                    <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                      {figures[index]!.map((figure) => (
                        <span key={figure}>{figure}</span>
                      ))}
                    </p>
                  )}
                  <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
                    {item.reasons.map((reason) => (
                      <li key={`${reason.kind}-${reason.text}`}>{reasonText(reason)}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
          {withFigures && <BlsCredit sources={sources} className="mt-4" />}
        </>
      )}
    </TitledSection>
  );
}

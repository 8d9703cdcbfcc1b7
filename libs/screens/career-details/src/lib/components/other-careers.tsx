import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { isMilitaryCareer } from '@pathwise/assessment';
import { VeteransNote } from '@pathwise/career-facts';
import type { CareerDetails } from '@pathwise/contract';
import { careerDetailsHref } from '@pathwise/routes';
import { Link } from 'react-router-dom';
import { EnglishOnlyNote } from './english-only-note';
import { Section } from './section';

/** Other names the same job goes by, folded away until asked for. */
export function AlternateTitlesSection({ titles }: { titles: readonly string[] }) {
  const { t } = useLingui();
  const count = titles.length;
  if (count === 0) return null;
  return (
    <Section title={t`Other job titles`}>
      <details>
        <summary className="cursor-pointer font-medium">
          <Plural
            value={count}
            one="Show # other title for this job"
            other="Show # other titles for this job"
          />
        </summary>
        <EnglishOnlyNote className="mt-2" />
        <ul lang="en" className="mt-2 columns-1 gap-6 sm:columns-2">
          {titles.map((title) => (
            <li key={title} className="py-0.5">
              {title}
            </li>
          ))}
        </ul>
      </details>
    </Section>
  );
}

function ZoneOf({ zone }: { zone: number }) {
  return (
    <span className="block text-sm text-muted-foreground">
      <Trans>Job zone {zone} of 5</Trans>
    </span>
  );
}

/**
 * Careers O*NET links to this one, each opening its own details. A military occupation, which O*NET
 * links to nothing, lists the civilian careers its common jobs train for (the API's word), and
 * always where to find the rest.
 */
export function RelatedCareersSection({
  code,
  related,
}: {
  code: string;
  related: CareerDetails['related'];
}) {
  const { t } = useLingui();
  const military = isMilitaryCareer(code);
  if (military && related.length === 0)
    return (
      <Section title={t`Civilian careers`}>
        <VeteransNote />
      </Section>
    );
  if (related.length === 0) return null;
  return (
    <Section
      title={military ? t`Civilian careers it trains for` : t`Related careers`}
      intro={
        military
          ? t`The civilian careers the common military jobs in this group lead to, as the services' credentialing sites (COOL) list them.`
          : t`Careers that ask for similar work, skills or knowledge.`
      }
    >
      <>
        <ul className="grid grid-fit-72 gap-2">
          {related.map((career) => (
            <li key={career.code}>
              <Link
                to={`${careerDetailsHref(career.code)}&from=related`}
                className="block rounded-lg border border-border px-3 py-2 hover:bg-muted"
              >
                <span className="font-medium [overflow-wrap:anywhere] underline-offset-2 hover:underline">
                  {career.title}
                </span>
                {career.jobZone && <ZoneOf zone={career.jobZone} />}
              </Link>
            </li>
          ))}
        </ul>
        {military && <VeteransNote className="mt-3" />}
      </>
    </Section>
  );
}

import type { CareerDetails } from '@pathwise/contract';
import { careerDetailsHref } from '@pathwise/routes';
import { Link } from 'react-router-dom';
import { Section } from './section';

/** Other names the same job goes by, folded away until asked for. */
export function AlternateTitlesSection({ titles }: { titles: readonly string[] }) {
  if (titles.length === 0) return null;
  return (
    <Section title="Other job titles">
      <details>
        <summary className="cursor-pointer font-medium">
          {titles.length === 1
            ? 'Show 1 other title for this job'
            : `Show ${titles.length} other titles for this job`}
        </summary>
        <ul className="mt-2 columns-1 gap-6 sm:columns-2">
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

/** Careers O*NET links to this one, each opening its own details. */
export function RelatedCareersSection({ related }: { related: CareerDetails['related'] }) {
  if (related.length === 0) return null;
  return (
    <Section
      title="Related careers"
      intro="Careers that ask for similar work, skills or knowledge."
    >
      <>
        <ul className="grid gap-2 sm:grid-cols-2">
          {related.map((career) => (
            <li key={career.code}>
              <Link
                to={`${careerDetailsHref(career.code)}&from=related`}
                className="block rounded-lg border border-border px-3 py-2 hover:bg-muted"
              >
                <span className="font-medium underline-offset-2 hover:underline">
                  {career.title}
                </span>
                {career.jobZone && (
                  <span className="block text-sm text-muted-foreground">
                    Job zone {career.jobZone} of 5
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </>
    </Section>
  );
}

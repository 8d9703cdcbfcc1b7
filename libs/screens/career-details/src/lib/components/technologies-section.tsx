import type { CareerDetails } from '@pathwise/contract';
import { orderTechnologies } from '../career-sections';
import { NoData, Section } from './section';

function Flag({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
      {children}
    </span>
  );
}

export function TechnologiesSection({
  technologies,
}: {
  technologies: CareerDetails['technologies'];
}) {
  const ordered = orderTechnologies(technologies);
  return (
    <Section
      title="Technology used"
      intro="Tools and software people use in this job. Hot technologies are ones employers often ask for in job adverts; in demand marks the ones asked for most for this job."
    >
      {ordered.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {ordered.map((technology) => (
            <li
              key={`${technology.category}:${technology.example}`}
              className="rounded-lg bg-muted px-3 py-2"
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{technology.example}</span>
                {technology.hot && <Flag>Hot technology</Flag>}
                {technology.inDemand && <Flag>In demand</Flag>}
              </p>
              <p className="text-sm text-muted-foreground">{technology.category}</p>
            </li>
          ))}
        </ul>
      ) : (
        <NoData>O*NET lists no technology for this career.</NoData>
      )}
    </Section>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CareerDetails } from '@pathwise/contract';
import type { ReactNode } from 'react';
import { Heading } from '@pathwise/ui';
import { groupTechnologies } from '../career-sections';
import { EnglishOnlyNote } from './english-only-note';
import { Section } from './section';

/** Categories, and technologies in each, shown before the rest fold away. */
const GROUPS_SHOWN = 4;
const ITEMS_SHOWN = 6;

function Flag({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
      {children}
    </span>
  );
}

function TechnologyGroup({ group }: { group: ReturnType<typeof groupTechnologies>[number] }) {
  return (
    <li>
      <Heading size="base" lang="en" className="text-sm">
        {group.category}
      </Heading>
      <ul className="mt-1 flex flex-wrap gap-2">
        {group.items.map((technology) => (
          <li
            key={technology.example}
            className="flex flex-wrap items-center gap-2 rounded-lg bg-muted px-3 py-1.5"
          >
            <span lang="en">{technology.example}</span>
            {technology.hot && (
              <Flag>
                <Trans>Hot technology</Trans>
              </Flag>
            )}
            {technology.inDemand && (
              <Flag>
                <Trans>In demand</Trans>
              </Flag>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Tools and software by category, what employers ask for most first; left out where O*NET lists none. */
export function TechnologiesSection({
  technologies,
}: {
  technologies: CareerDetails['technologies'];
}) {
  const { t } = useLingui();
  const groups = groupTechnologies(technologies);
  if (groups.length === 0) return null;
  const shown = groups
    .slice(0, GROUPS_SHOWN)
    .map((group) => ({ ...group, items: group.items.slice(0, ITEMS_SHOWN) }));
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  const visible = new Set(shown.flatMap((group) => group.items));
  const rest = groups
    .map((group) => ({ ...group, items: group.items.filter((item) => !visible.has(item)) }))
    .filter((group) => group.items.length > 0);
  const hidden = total - visible.size;
  return (
    <Section
      title={t`Technology used`}
      intro={t`Tools and software people use in this job. Hot technologies are ones employers often ask for in job adverts; in demand marks the ones asked for most for this job.`}
    >
      <EnglishOnlyNote className="mb-3" />
      <ul className="space-y-4">
        {shown.map((group) => (
          <TechnologyGroup key={group.category} group={group} />
        ))}
      </ul>
      {hidden > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer font-medium">
            <Plural value={hidden} one="Show # more technology" other="Show # more technologies" />
          </summary>
          <ul className="mt-3 space-y-4">
            {rest.map((group) => (
              <TechnologyGroup key={group.category} group={group} />
            ))}
          </ul>
        </details>
      )}
    </Section>
  );
}

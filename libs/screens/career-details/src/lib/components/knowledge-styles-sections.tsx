import { Trans, useLingui } from '@lingui/react/macro';
import type { CareerDetails } from '@pathwise/contract';
import { formatList } from '@pathwise/i18n';
import { Heading } from '@pathwise/ui';
import {
  helpfulStylesByGroup,
  impactWords,
  keyKnowledge,
  knowledgeRating,
} from '../career-sections';
import { PersonalityNote } from './personality-note';
import { Section } from './section';

/** What people in the job need to know, from O*NET 30.x; left out where O*NET rates none. */
export function KnowledgeSection({ knowledge }: { knowledge: CareerDetails['knowledge'] }) {
  const { t } = useLingui();
  const areas = keyKnowledge(knowledge);
  if (areas.length === 0) return null;
  return (
    <Section
      title={t`What you need to know`}
      intro={t`The areas of knowledge O*NET rates most important for this work, and how deep it goes.`}
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {areas.map((area) => (
          <li key={area.name} className="rounded-lg bg-muted px-3 py-2">
            <p className="font-medium">{area.name}</p>
            <p className="text-sm">{knowledgeRating(area.importance, area.level)}</p>
            <p className="mt-1 text-sm text-muted-foreground">{area.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** How people who do this work well tend to go about it (O*NET 30.x work styles), by group. */
export function WorkStylesSection({ styles }: { styles: CareerDetails['workStyles'] }) {
  const { t } = useLingui();
  const { groups, alsoHelps } = helpfulStylesByGroup(styles);
  if (groups.length === 0 && alsoHelps.length === 0) return null;
  const others = formatList(alsoHelps);
  return (
    <Section
      title={t`Ways of working that help`}
      intro={t`How much each tendency helps people do this job well, as O*NET's experts rate it. “Stands out” marks the ones that set this job apart from most others.`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {groups.map(({ group, styles: inGroup }) => (
          <div key={group}>
            <Heading size="base">{group}</Heading>
            <ul className="mt-2 space-y-2">
              {inGroup.map((style) => (
                <li key={style.name}>
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{style.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {impactWords(style.impact)}
                    </span>
                    {style.distinctive !== null && (
                      <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                        <Trans>Stands out</Trans>
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted-foreground">{style.description}</p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {alsoHelps.length > 0 && (
        <p className="mt-4 text-sm">
          <Trans>
            <span className="font-medium">Also helps:</span> {others}.
          </Trans>
        </p>
      )}
      <PersonalityNote styles={styles} />
    </Section>
  );
}

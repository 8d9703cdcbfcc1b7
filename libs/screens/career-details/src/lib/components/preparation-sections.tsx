import { Trans, useLingui } from '@lingui/react/macro';
import { isJobZone } from '@pathwise/assessment';
import {
  currentEducationText,
  jobZoneText,
  zoneEducation,
  zoneExperience,
} from '@pathwise/career-words';
import type { CareerDetails } from '@pathwise/contract';
import { BlsCredit } from '@pathwise/career-facts';
import { cn, Heading } from '@pathwise/ui';
import { Section } from './section';

const ZONES = [1, 2, 3, 4, 5] as const;

/** Five steps with this career's zone filled in up to its level; the text says the same. */
function ZoneSteps({ zone }: { zone: number }) {
  return (
    <span aria-hidden="true" className="flex gap-1">
      {ZONES.map((step) => (
        <span
          key={step}
          className={cn(
            'h-2 w-8 rounded-full',
            step <= zone ? 'bg-primary' : 'bg-muted-foreground/30',
          )}
        />
      ))}
    </span>
  );
}

function Facts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="mt-2 grid gap-2 sm:grid-cols-3">
      {rows.map(([term, text]) => (
        <div key={term} className="rounded-lg bg-muted px-3 py-2">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="font-medium">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * How people get into the work, each question answered once: the O*NET job zone; what it takes to
 * start, from BLS where it publishes this career's own figures, else what careers in the zone
 * usually ask; and, from O*NET's survey, the education most common among people doing it now,
 * labelled as that, since it can differ from what employers ask of a newcomer.
 */
export function PreparationSection({ career }: { career: CareerDetails }) {
  const { t } = useLingui();
  const zone =
    career.jobZoneInfo && isJobZone(career.jobZoneInfo.zone) ? career.jobZoneInfo.zone : null;
  const { outlook } = career;
  const start = outlook
    ? (
        [
          [t`Education`, outlook.education],
          [t`Experience in a related job`, outlook.experience],
          [t`Training once hired`, outlook.training],
        ] as [string, string | null][]
      ).filter((row): row is [string, string] => row[1] !== null)
    : [];
  const fromBls = start.length > 0;
  const current = career.typicalEducation
    ? currentEducationText(career.typicalEducation, career.typicalEducationShare)
    : null;
  if (zone === null && !fromBls && !current) return null;
  return (
    <Section
      title={t`How much preparation it needs`}
      intro={
        zone === null
          ? undefined
          : t`O*NET sorts careers into five job zones, from 1 (little preparation) to 5 (extensive).`
      }
    >
      {zone !== null && (
        <p className="flex flex-wrap items-center gap-3 font-medium">
          <span>{jobZoneText(zone)}</span>
          <ZoneSteps zone={zone} />
        </p>
      )}
      {fromBls ? (
        <div className="mt-4">
          <Heading size="base">
            <Trans>To start in this job</Trans>
          </Heading>
          <Facts rows={start} />
          <BlsCredit
            className="mt-2"
            subject={t`What it takes to start`}
            sources={{ pay: null, outlook: career.sources.outlook }}
          />
        </div>
      ) : (
        zone !== null && (
          <div className="mt-4">
            <Heading size="base">
              <Trans>Careers in this zone usually ask for</Trans>
            </Heading>
            <Facts
              rows={[
                [t`Education`, zoneEducation(zone)],
                [t`Experience`, zoneExperience(zone)],
              ]}
            />
          </div>
        )
      )}
      {current && (
        <div className="mt-4">
          <Heading size="base">
            <Trans>People in this job now</Trans>
          </Heading>
          <p className="mt-1">
            {current}{' '}
            <Trans>
              People come into it with more or less; O*NET asks workers which level they have, not
              which one the job needs.
            </Trans>
          </p>
        </div>
      )}
    </Section>
  );
}

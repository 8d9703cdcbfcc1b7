import { isJobZone, jobZoneInfo, capitalise } from '@pathwise/assessment';
import type { CareerDetails } from '@pathwise/contract';
import { cn } from '@pathwise/ui';
import { shareText } from '../career-sections';
import { Section } from './section';

const ZONES = [1, 2, 3, 4, 5] as const;

/** Five steps with this career's zone filled in up to its level; the text says the same. */
function ZoneSteps({ zone }: { zone: number }) {
  return (
    <span aria-hidden="true" className="flex gap-1">
      {ZONES.map((step) => (
        <span
          key={step}
          className={cn('h-2 w-8 rounded-full', step <= zone ? 'bg-primary' : 'bg-muted')}
        />
      ))}
    </span>
  );
}

/**
 * O*NET's job zone for the career, said once in plain words: the zone, then what careers in it
 * usually ask for (education, experience). Left out where O*NET has placed the career in no zone.
 */
export function JobZoneSection({ info }: { info: CareerDetails['jobZoneInfo'] }) {
  if (!info || !isJobZone(info.zone)) return null;
  const zone = jobZoneInfo(info.zone);
  return (
    <Section
      title="How much preparation it needs"
      intro="O*NET sorts careers into five job zones, from 1 (little preparation) to 5 (extensive)."
    >
      <p className="flex flex-wrap items-center gap-3 font-medium">
        <span>
          Job zone {info.zone} of 5: {zone.name.toLowerCase()}
        </span>
        <ZoneSteps zone={info.zone} />
      </p>
      <p className="mt-3 text-sm text-muted-foreground">Careers in this zone usually ask for:</p>
      <dl className="mt-1 space-y-2">
        {(
          [
            ['Education', zone.education],
            ['Experience', zone.experience],
          ] as const
        ).map(([term, text]) => (
          <div key={term}>
            <dt className="text-sm font-semibold">{term}</dt>
            <dd className="text-muted-foreground">{capitalise(text)}.</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The most common level of education among people doing the work. */
export function EducationSection({
  education,
  share,
}: {
  education: string | null;
  share: number | null;
}) {
  const percent = shareText(share);
  if (!education) return null;
  return (
    <Section title="Typical education">
      <>
        <p className="text-lg font-medium">{education}</p>
        {percent && (
          <p className="mt-1 text-muted-foreground">
            {percent} of the people in this job who answered O*NET&apos;s survey have this level of
            education. Others get in with more or less.
          </p>
        )}
      </>
    </Section>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  COOL_NAME,
  COOL_SITES,
  type MilitaryJob,
  type MilitaryService,
  VETERANS_SEARCH_NAME,
  VETERANS_SEARCH_URL,
} from '@pathwise/assessment';
import { cn } from '@pathwise/ui';

const SERVICE_NAMES: Record<MilitaryService, MessageDescriptor> = {
  Army: msg`Army`,
  Navy: msg`Navy`,
  'Air Force': msg`Air Force`,
  'Marine Corps': msg`Marine Corps`,
};

/** The official search, by its own (English) name. */
function VeteransSearchLink() {
  return (
    <a lang="en" href={VETERANS_SEARCH_URL} className="font-medium underline underline-offset-2">
      {VETERANS_SEARCH_NAME}
    </a>
  );
}

/** A service's Credentialing Opportunities On-Line site, by its short name. */
function CoolLink({ service }: { service: MilitaryService }) {
  return (
    <a lang="en" href={COOL_SITES[service]} className="underline underline-offset-2">
      {COOL_NAME}
    </a>
  );
}

/**
 * Said wherever someone looks for a military job. For one of the common jobs Pathwise knows
 * (`job`), which civilian careers lead the list and whose word that is; for any other, that the
 * official search has them all.
 */
export function VeteransNote({
  job,
  filtered = false,
  className,
}: {
  job?: MilitaryJob;
  /** Whether filters may leave some of the job's careers out of the list below. */
  filtered?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  if (!job)
    return (
      <p className={cn('rounded-xl border border-border bg-muted/40 p-4', className)}>
        <Trans>
          Pathwise knows the civilian careers of the most common military jobs only. The official{' '}
          <VeteransSearchLink /> has them all: search it for your military job title or code, then
          come back to explore the careers it names.
        </Trans>
      </p>
    );
  const service = i18n._(SERVICE_NAMES[job.service]);
  const code = job.code;
  // The services name their jobs in English only.
  const title = <span lang="en">{job.title}</span>;
  return (
    <p className={cn('rounded-xl border border-border bg-muted/40 p-4', className)}>
      {filtered ? (
        <Trans>
          {title} ({service} {code}) trains for the civilian careers that come first in this list
          when no filter is on, as the {service}&apos;s credentialing site (
          <CoolLink service={job.service} />) lists them. The official <VeteransSearchLink /> has
          every career a military job can lead to.
        </Trans>
      ) : (
        <Trans>
          {title} ({service} {code}) trains for the civilian careers listed first below, as the{' '}
          {service}&apos;s credentialing site (<CoolLink service={job.service} />) lists them. The
          official <VeteransSearchLink /> has every career a military job can lead to.
        </Trans>
      )}
    </p>
  );
}

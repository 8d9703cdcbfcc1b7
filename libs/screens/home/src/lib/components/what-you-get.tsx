import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type BigFiveLevel, levelForPercentile, rankAreas } from '@pathwise/assessment';
import { formatList } from '@pathwise/i18n';
import { TitledSection } from '@pathwise/ui';
import { AreaTags, HollandHexagon, TraitBadge, areaName, traitName } from '@pathwise/ui/identity';
import { type ReactNode, useId } from 'react';
import { EXAMPLE_INTERESTS, EXAMPLE_TRAITS } from '../example-results';

/** A trait's level in a word, as the report says it (`levelLabel` from the assessment, in English). */
const LEVELS: Record<BigFiveLevel, MessageDescriptor> = {
  low: msg`Low`,
  neutral: msg`Average`,
  high: msg`High`,
};

/** One preview: a titled card marked as an example, with what it shows said underneath. */
function Preview({
  title,
  caption,
  children,
}: {
  title: string;
  caption: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const captionId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={captionId}
      className="@container flex min-w-0 flex-col rounded-2xl border border-border bg-surface p-5 text-surface-foreground"
    >
      <div className="flex items-center justify-between gap-3">
        <span id={titleId} className="font-semibold">
          {title}
        </span>
        <span className="rounded-full border border-border px-2 text-xs font-medium text-muted-foreground">
          <Trans>Example</Trans>
        </span>
      </div>
      <div className="mt-4 flex-1">{children}</div>
      <figcaption id={captionId} className="mt-4 text-sm text-muted-foreground">
        {caption}
      </figcaption>
    </figure>
  );
}

function ReportPreview() {
  const { t, i18n } = useLingui();
  return (
    <Preview
      title={t`Your personality report`}
      caption={t`Your five broad traits, each compared with people like you, with what it means for you.`}
    >
      <ul className="space-y-3">
        {EXAMPLE_TRAITS.map(({ domain, percentile }) => (
          <li key={domain} className="grid grid-cols-[auto_1fr_auto] items-center gap-x-2">
            <TraitBadge domain={domain} size="sm" className="row-span-2" />
            <span className="text-sm font-medium">{traitName(domain)}</span>
            <span className="text-sm text-muted-foreground">
              {i18n._(LEVELS[levelForPercentile(percentile)])}
            </span>
            <span
              aria-hidden="true"
              className="col-span-2 mt-1 block h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${percentile}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </Preview>
  );
}

function InterestPreview() {
  const { t } = useLingui();
  const code = rankAreas(EXAMPLE_INTERESTS).slice(0, 3);
  const areas = formatList(code.map(areaName));
  return (
    <Preview
      title={t`Your interest result`}
      caption={t`Six kinds of work on Holland's hexagon. The three you like most make your Holland code, which is how careers are matched to you.`}
    >
      {/* Side by side only where the card itself is wide enough for the tags (measured in the
          reader's text size, so enlarged text stacks them). */}
      <div className="@min-[18rem]:grid @min-[18rem]:grid-cols-[9rem_minmax(0,1fr)] @min-[18rem]:items-center @min-[18rem]:gap-4">
        <HollandHexagon
          scores={EXAMPLE_INTERESTS}
          label={t`Holland's hexagon for the example, reaching furthest toward ${areas}`}
          className="mx-auto max-w-52"
        />
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 @min-[18rem]:mt-0 @min-[18rem]:flex-col @min-[18rem]:items-start">
          <p>
            <span className="block text-sm text-muted-foreground">
              <Trans>Holland code</Trans>
            </span>
            <span className="text-2xl font-bold tracking-wide">{code.join('')}</span>
          </p>
          <AreaTags
            label={t`The example's three strongest areas:`}
            areas={code}
            className="@min-[18rem]:flex-col @min-[18rem]:items-start"
          />
        </div>
      </div>
    </Preview>
  );
}

/** What the two ways in give, as small pictures drawn from made-up results. */
export function WhatYouGet() {
  const { t } = useLingui();
  return (
    <TitledSection title={t`What you get`} className="mt-12">
      <p className="mt-2 text-muted-foreground">
        <Trans>Here is what your results look like, filled in with an example.</Trans>
      </p>
      <div className="mt-4 grid grid-fit-80 gap-4">
        <ReportPreview />
        <InterestPreview />
      </div>
    </TitledSection>
  );
}

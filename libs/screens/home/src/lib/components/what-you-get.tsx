import { TitledSection } from '@pathwise/ui';
import {
  bigFiveDomainInfo,
  levelForPercentile,
  levelLabel,
  rankAreas,
  riasecAreaInfo,
} from '@pathwise/assessment';
import { AreaTags, HollandHexagon, TraitBadge } from '@pathwise/ui/identity';
import { type ReactNode, useId } from 'react';
import { EXAMPLE_INTERESTS, EXAMPLE_TRAITS } from '../example-results';

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
      className="flex flex-col rounded-2xl border border-border bg-surface p-5 text-surface-foreground"
    >
      <div className="flex items-center justify-between gap-3">
        <span id={titleId} className="font-semibold">
          {title}
        </span>
        <span className="rounded-full border border-border px-2 text-xs font-medium text-muted-foreground">
          Example
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
  return (
    <Preview
      title="Your personality report"
      caption="Your five broad traits, each compared with people like you, with what it means for you."
    >
      <ul className="space-y-3">
        {EXAMPLE_TRAITS.map(({ domain, percentile }) => (
          <li key={domain} className="grid grid-cols-[auto_1fr_auto] items-center gap-x-2">
            <TraitBadge domain={domain} size="sm" className="row-span-2" />
            <span className="text-sm font-medium">{bigFiveDomainInfo(domain).name}</span>
            <span className="text-sm text-muted-foreground">
              {levelLabel(levelForPercentile(percentile))}
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
  const code = rankAreas(EXAMPLE_INTERESTS).slice(0, 3);
  const names = code.map((area) => riasecAreaInfo(area).name);
  return (
    <Preview
      title="Your interest result"
      caption="Six kinds of work on Holland's hexagon. The three you like most make your Holland code, which is how careers are matched to you."
    >
      {/* Stacked on a phone; side by side where the card is wide enough for the tags. */}
      <div className="md:grid md:grid-cols-[9rem_1fr] md:items-center md:gap-4">
        <HollandHexagon
          scores={EXAMPLE_INTERESTS}
          label={`Holland's hexagon for the example, reaching furthest toward ${names.join(', ')}`}
          className="mx-auto max-w-52"
        />
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 md:mt-0 md:flex-col md:items-start">
          <p>
            <span className="block text-sm text-muted-foreground">Holland code</span>
            <span className="text-2xl font-bold tracking-wide">{code.join('')}</span>
          </p>
          <AreaTags
            label="The example's three strongest areas:"
            areas={code}
            className="md:flex-col md:items-start"
          />
        </div>
      </div>
    </Preview>
  );
}

/** What the two ways in give, as small pictures drawn from made-up results. */
export function WhatYouGet() {
  return (
    <TitledSection title="What you get" className="mt-12">
      <p className="mt-2 text-muted-foreground">
        Here is what your results look like, filled in with an example.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ReportPreview />
        <InterestPreview />
      </div>
    </TitledSection>
  );
}

import type { BigFiveDomain } from '@pathwise/assessment';
import type { ReactNode } from 'react';
import { IconFrame, type IconProps } from './icon-frame';
import { traitName } from './identity-names';

/** One drawing per Big Five trait, in the same style as the interest areas'. */
const DRAWINGS: Record<BigFiveDomain, ReactNode> = {
  // Neuroticism: waves, for feelings that rise and fall.
  N: (
    <>
      <path d="M3 9.5c1.5-1.6 3-1.6 4.5 0s3 1.6 4.5 0 3-1.6 4.5 0 3 1.6 4.5 0" />
      <path d="M3 15.5c1.5-1.6 3-1.6 4.5 0s3 1.6 4.5 0 3-1.6 4.5 0 3 1.6 4.5 0" />
    </>
  ),
  // Extraversion: a sun, for energy turned outward.
  E: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
    </>
  ),
  // Openness to Experience: a spark, for imagination and new ideas.
  O: (
    <>
      <path d="M10 3c.6 4.2 2.3 5.9 6.5 6.5-4.2.6-5.9 2.3-6.5 6.5-.6-4.2-2.3-5.9-6.5-6.5C7.7 8.9 9.4 7.2 10 3Z" />
      <path d="M18 14.5c.3 2 1 2.7 3 3-2 .3-2.7 1-3 3-.3-2-1-2.7-3-3 2-.3 2.7-1 3-3Z" />
    </>
  ),
  // Agreeableness: two circles meeting, for getting along.
  A: (
    <>
      <circle cx="9" cy="12" r="6" />
      <circle cx="15" cy="12" r="6" />
    </>
  ),
  // Conscientiousness: steps, for steady, planned progress.
  C: (
    <>
      <path d="M3 20h5v-5h5v-5h5V5h3" />
      <path d="M3 20h18" />
    </>
  ),
};

/** The drawing of one trait; named (an image) only when it stands without its name. */
export function TraitIcon({
  domain,
  named = false,
  ...props
}: IconProps & { domain: BigFiveDomain; named?: boolean }) {
  return (
    <IconFrame {...props} title={props.title ?? (named ? traitName(domain) : undefined)}>
      {DRAWINGS[domain]}
    </IconFrame>
  );
}

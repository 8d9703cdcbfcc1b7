import type { RiasecArea } from '@pathwise/assessment';
import type { ReactNode } from 'react';
import { IconFrame, type IconProps } from './icon-frame';
import { areaName } from './identity-names';

/** One drawing per interest area: what the work is done with, or done for. */
const DRAWINGS: Record<RiasecArea, ReactNode> = {
  // Realistic: a hammer, for hands-on work with tools and materials.
  R: (
    <>
      <path d="M13.5 3.5 20.5 10.5 18 13 11 6z" />
      <path d="M12.5 9.5 4 18a1.8 1.8 0 0 0 2.5 2.5L15 12" />
    </>
  ),
  // Investigative: a flask, for finding things out.
  I: (
    <>
      <path d="M9 3h6" />
      <path d="M10 3v6l-5.2 9.1A2 2 0 0 0 6.5 21h11a2 2 0 0 0 1.7-2.9L14 9V3" />
      <path d="M7.5 15h9" />
    </>
  ),
  // Artistic: a palette with paint.
  A: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.2 0 1.8-1 1.3-2-.6-1.3.1-2.5 1.5-2.5H17a4 4 0 0 0 4-4C21 7 17 3 12 3Z" />
      <circle cx="7.5" cy="11" r="1" fill="currentColor" />
      <circle cx="10.5" cy="7" r="1" fill="currentColor" />
      <circle cx="15" cy="7.5" r="1" fill="currentColor" />
    </>
  ),
  // Social: two people side by side.
  S: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16.5 14.1c2.6.2 4.5 2.5 4.5 5.4" />
    </>
  ),
  // Enterprising: a flag, for leading the way.
  E: (
    <>
      <path d="M5 21V3.5" />
      <path d="M5 4h12.5l-2.5 4 2.5 4H5" />
    </>
  ),
  // Conventional: a clipboard, for records kept in order.
  C: (
    <>
      <rect x="5" y="4.5" width="14" height="16.5" rx="2" />
      <path d="M9 3h6v3H9z" />
      <path d="M8.5 11h7M8.5 14.5h7M8.5 18h4" />
    </>
  ),
};

/** The drawing of one interest area; named (an image) only when it stands without its name. */
export function AreaIcon({
  area,
  named = false,
  ...props
}: IconProps & { area: RiasecArea; named?: boolean }) {
  return (
    <IconFrame {...props} title={props.title ?? (named ? areaName(area) : undefined)}>
      {DRAWINGS[area]}
    </IconFrame>
  );
}

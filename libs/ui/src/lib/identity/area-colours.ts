import type { RiasecArea } from '@pathwise/assessment';

/**
 * Each interest area's colour as Tailwind classes (written out whole, so Tailwind finds them) and
 * as a CSS value for SVG. The colours themselves are defined once, in the design tokens.
 */
export type AreaColour = {
  /** Icons, bars and text in the area's colour. */
  ink: string;
  /** A bar or dot filled with it. */
  fill: string;
  /** The light (or, in the dark theme, deep) tint behind a badge or chip. */
  soft: string;
  /** The colour and its tint themselves, for SVG attributes. */
  value: string;
  softValue: string;
};

export const AREA_COLOURS: Readonly<Record<RiasecArea, AreaColour>> = {
  R: {
    ink: 'text-area-r',
    fill: 'bg-area-r',
    soft: 'bg-area-r-soft',
    value: 'var(--area-r)',
    softValue: 'var(--area-r-soft)',
  },
  I: {
    ink: 'text-area-i',
    fill: 'bg-area-i',
    soft: 'bg-area-i-soft',
    value: 'var(--area-i)',
    softValue: 'var(--area-i-soft)',
  },
  A: {
    ink: 'text-area-a',
    fill: 'bg-area-a',
    soft: 'bg-area-a-soft',
    value: 'var(--area-a)',
    softValue: 'var(--area-a-soft)',
  },
  S: {
    ink: 'text-area-s',
    fill: 'bg-area-s',
    soft: 'bg-area-s-soft',
    value: 'var(--area-s)',
    softValue: 'var(--area-s-soft)',
  },
  E: {
    ink: 'text-area-e',
    fill: 'bg-area-e',
    soft: 'bg-area-e-soft',
    value: 'var(--area-e)',
    softValue: 'var(--area-e-soft)',
  },
  C: {
    ink: 'text-area-c',
    fill: 'bg-area-c',
    soft: 'bg-area-c-soft',
    value: 'var(--area-c)',
    softValue: 'var(--area-c-soft)',
  },
};

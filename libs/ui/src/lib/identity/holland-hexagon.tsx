import { RIASEC_ORDER, type RiasecArea, type RiasecProfile } from '@pathwise/assessment';
import { cn } from '../cn';
import { AREA_COLOURS } from './area-colours';
import { AreaIcon } from './area-icon';

/** Radius of the outer ring (a score of 100), of the ring the area marks sit on, and of a mark. */
const GRID = 84;
const MARKS = 112;
const MARK = 18;
const ICON = 20;
const RINGS = [0.25, 0.5, 0.75, 1];

/** A corner of the hexagon: R at the top, then clockwise in Holland's order. */
function corner(index: number, radius: number): [number, number] {
  const angle = ((-90 + 60 * index) * Math.PI) / 180;
  // Rounded so the server and the browser write the same markup.
  return [
    Math.round(radius * Math.cos(angle) * 10) / 10,
    Math.round(radius * Math.sin(angle) * 10) / 10,
  ];
}

const polygon = (radii: readonly number[]) =>
  radii.map((radius, index) => corner(index, radius).join(',')).join(' ');

/**
 * Holland's hexagon drawn as plain SVG: the six scores (0–100) on six spokes, neighbouring areas
 * side by side as in his model, each corner marked with its area's drawing and colour. It scales
 * to its box and needs no measuring, so it renders the same on the server. A picture of numbers
 * shown elsewhere on the page, so hidden from screen readers unless it is given a label.
 */
export function HollandHexagon({
  scores,
  label,
  className,
}: {
  scores: RiasecProfile;
  /** What the picture shows, when the numbers are not written out beside it. */
  label?: string;
  className?: string;
}) {
  const share = (area: RiasecArea) => Math.min(100, Math.max(0, scores[area])) / 100;
  return (
    <svg
      viewBox="-118 -132 236 264"
      className={cn('h-auto w-full', className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <g fill="none" stroke="var(--border)" strokeWidth={1}>
        {RINGS.map((ring) => (
          <polygon key={ring} points={polygon(RIASEC_ORDER.map(() => GRID * ring))} />
        ))}
        {RIASEC_ORDER.map((area, index) => (
          <line key={area} x1={0} y1={0} x2={corner(index, GRID)[0]} y2={corner(index, GRID)[1]} />
        ))}
      </g>
      <polygon
        points={polygon(RIASEC_ORDER.map((area) => GRID * share(area)))}
        fill="var(--primary)"
        fillOpacity={0.16}
        stroke="var(--primary)"
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      {RIASEC_ORDER.map((area, index) => {
        const colour = AREA_COLOURS[area];
        const [x, y] = corner(index, GRID * share(area));
        const [markX, markY] = corner(index, MARKS);
        return (
          <g key={area}>
            <circle
              cx={x}
              cy={y}
              r={5}
              fill={colour.value}
              stroke="var(--surface)"
              strokeWidth={2}
            />
            <circle cx={markX} cy={markY} r={MARK} fill={colour.softValue} />
            <g className={colour.ink}>
              <AreaIcon
                area={area}
                placed={{ x: markX - ICON / 2, y: markY - ICON / 2, size: ICON }}
              />
            </g>
          </g>
        );
      })}
    </svg>
  );
}

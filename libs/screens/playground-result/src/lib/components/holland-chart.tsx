import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart } from 'recharts';
import { useElementWidth, usePrefersReducedMotion } from '@pathwise/ui';
import type { AreaRow } from '../result-view';

/** Big enough for the area names around the hexagon; used where nothing can be measured (tests). */
const FALLBACK_SIZE = 360;
const MAX_SIZE = 420;
const LABEL_ROOM = 92;
const LABEL_HEIGHT = 28;

/**
 * Holland's hexagon: the six scores (0–100) on six spokes in RIASEC order, so neighbouring areas
 * sit side by side as in his model. Decorative: the same numbers are in the table beside it.
 */
export default function HollandChart({ rows }: { rows: readonly AreaRow[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [ref, width] = useElementWidth(FALLBACK_SIZE);
  const size = Math.min(MAX_SIZE, width);
  // The side margins hold the longest area names ("Investigative") beside the hexagon's corners.
  const radius = Math.max(48, (size - 2 * LABEL_ROOM) / 2);
  return (
    <div ref={ref} className="flex w-full justify-center text-foreground">
      <RadarChart
        width={size}
        height={Math.round(2 * radius + 2 * LABEL_HEIGHT)}
        data={[...rows]}
        outerRadius={radius}
        margin={{ top: LABEL_HEIGHT, right: LABEL_ROOM, bottom: LABEL_HEIGHT, left: LABEL_ROOM }}
        accessibilityLayer={false}
      >
        <PolarGrid gridType="polygon" stroke="var(--color-border)" />
        <PolarAngleAxis
          dataKey="name"
          stroke="var(--color-border)"
          tick={{ fill: 'currentColor', fontSize: 13 }}
        />
        <PolarRadiusAxis domain={[0, 100]} tickCount={5} tick={false} axisLine={false} />
        <Radar
          dataKey="score"
          stroke="var(--color-primary)"
          strokeWidth={2}
          fill="var(--color-primary)"
          fillOpacity={0.3}
          isAnimationActive={!reducedMotion}
        />
      </RadarChart>
    </div>
  );
}

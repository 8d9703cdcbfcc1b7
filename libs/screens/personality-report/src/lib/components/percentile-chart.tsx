import { Bar, BarChart, CartesianGrid, LabelList, ReferenceLine, XAxis, YAxis } from 'recharts';
import { useElementWidth, usePrefersReducedMotion } from '@pathwise/ui';

export type ChartBar = { key: string; name: string; percentile: number };

/** Wide enough for the longest trait name beside its bar; where nothing can be measured (tests). */
const FALLBACK_WIDTH = 640;

/**
 * Horizontal bars of percentiles, 0 to 100, with a dashed line at the middle. Drawn at a measured
 * size rather than with ResponsiveContainer, so it also renders where layout is not available.
 * Screen readers get the numbers from the surrounding figure, not from the drawing.
 */
export default function PercentileChart({ bars }: { bars: readonly ChartBar[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [ref, width] = useElementWidth(FALLBACK_WIDTH);
  const labelWidth = Math.min(180, Math.round(width * 0.42));
  const height = bars.length * 44 + 48;
  return (
    <div ref={ref} className="w-full text-foreground print:text-black">
      <BarChart
        width={width}
        height={height}
        data={[...bars]}
        layout="vertical"
        margin={{ top: 8, right: 36, bottom: 8, left: 4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" stroke="var(--color-border)" />
        <XAxis
          type="number"
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          stroke="currentColor"
          tick={{ fill: 'currentColor', fontSize: 12 }}
        />
        <YAxis
          type="category"
          dataKey="name"
          width={labelWidth}
          stroke="currentColor"
          tick={{ fill: 'currentColor', fontSize: 13 }}
        />
        <ReferenceLine x={50} stroke="currentColor" strokeDasharray="4 4" />
        <Bar
          dataKey="percentile"
          fill="var(--color-primary)"
          radius={[0, 4, 4, 0]}
          barSize={22}
          isAnimationActive={!reducedMotion}
        >
          <LabelList dataKey="percentile" position="right" fill="currentColor" fontSize={13} />
        </Bar>
      </BarChart>
    </div>
  );
}

import { riasecAreaInfo, type RiasecArea } from '@pathwise/assessment';
import { AREA_COLOURS, AreaBadge } from '@pathwise/ui/identity';

const PLACES = ['Strongest', 'Second', 'Third'];

/** The three-letter Holland code, each letter named. */
export function CodeSection({ areas, flat }: { areas: readonly RiasecArea[]; flat: boolean }) {
  return (
    <section aria-labelledby="result-code" className="mt-10">
      <h2 id="result-code" className="text-2xl font-semibold">
        Your Holland code: {areas.join('')}
      </h2>
      <p className="mt-2 text-muted-foreground">
        {flat
          ? "Your scores are all the same, so these letters only follow Holland's usual order: they don't point to any area."
          : 'The three kinds of work that appeal to you most, strongest first. Careers are described with the same letters, which is how we match them to you.'}
      </p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-3">
        {areas.map((area, index) => (
          <li
            key={area}
            className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4"
          >
            <AreaBadge area={area} size="lg" />
            <span aria-hidden="true" className={`text-4xl font-bold ${AREA_COLOURS[area].ink}`}>
              {area}
            </span>
            <span>
              <span className="block font-semibold">
                <span className="sr-only">{area}: </span>
                {riasecAreaInfo(area).name}
              </span>
              {!flat && (
                <span className="block text-sm text-muted-foreground">{PLACES[index]}</span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { TitledSection } from '@pathwise/ui';
import { riasecAreaInfo } from '@pathwise/assessment';
import type { InterestResultView } from '@pathwise/progress';
import { AREA_COLOURS, AreaBadge } from '@pathwise/ui/identity';
import { NEARLY_FLAT_CODE, tieSentence } from '../certainty-words';
import { codeAreas, codePlaces, codeTies, nearlyFlat } from '../result-view';

/** The three-letter Holland code, each letter named with its place, and any tie said plainly. */
export function CodeSection({ result }: { result: InterestResultView }) {
  const areas = codeAreas(result.hollandCode);
  const { flat } = result;
  const near = nearlyFlat(result);
  const places = codePlaces(result);
  const ties = codeTies(result);
  return (
    <TitledSection title={`Your Holland code: ${areas.join('')}`}>
      <p className="mt-2 text-muted-foreground">
        {flat
          ? "Your scores are all the same, so these letters only follow Holland's usual order: they don't point to any area."
          : near
            ? `${NEARLY_FLAT_CODE} See “How sure is this?” below. Careers are matched on all six of your scores, however close.`
            : 'The three kinds of work that appeal to you most, strongest first. Careers are described by the same six areas, and we match them to you on all six of your scores.'}
      </p>
      {ties.map((tie) => (
        <p key={tie.areas.join('')} className="mt-2">
          {tieSentence(tie)}
        </p>
      ))}
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
                <span className="block text-sm text-muted-foreground">{places[index]}</span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

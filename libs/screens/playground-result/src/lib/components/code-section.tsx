import { Trans, useLingui } from '@lingui/react/macro';
import { TitledSection } from '@pathwise/ui';
import type { InterestResultView } from '@pathwise/progress';
import { AREA_COLOURS, AreaBadge } from '@pathwise/ui/identity';
import { areaName } from '@pathwise/career-words';
import { nearlyFlatCode, tieSentence } from '../certainty-words';
import { codeAreas, codePlaces, codeTies, nearlyFlat } from '../result-view';

/** The three-letter Holland code, each letter named with its place, and any tie said plainly. */
export function CodeSection({ result }: { result: InterestResultView }) {
  const { t } = useLingui();
  const areas = codeAreas(result.hollandCode);
  const code = areas.join('');
  const { flat } = result;
  const near = nearlyFlat(result);
  const places = codePlaces(result);
  const ties = codeTies(result);
  return (
    <TitledSection title={t`Your Holland code: ${code}`}>
      <p className="mt-2 text-muted-foreground">
        {flat ? (
          <Trans>
            Your scores are all the same, so these letters only follow Holland&apos;s usual order:
            they don&apos;t point to any area.
          </Trans>
        ) : near ? (
          <>
            {nearlyFlatCode()}{' '}
            <Trans>
              See “How sure is this?” below. Careers are matched on all six of your scores, however
              close.
            </Trans>
          </>
        ) : (
          <Trans>
            The three kinds of work that appeal to you most, strongest first. Careers are described
            by the same six areas, and we match them to you on all six of your scores.
          </Trans>
        )}
      </p>
      {ties.map((tie) => (
        <p key={tie.areas.join('')} className="mt-2">
          {tieSentence(tie)}
        </p>
      ))}
      <ol className="mt-4 grid grid-fit-52 gap-3">
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
                {areaName(area)}
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

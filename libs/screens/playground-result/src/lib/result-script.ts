import { t } from '@lingui/core/macro';
import { RIASEC_ORDER, rankAreas } from '@pathwise/assessment';
import { formatList, formatNumber } from '@pathwise/i18n';
import type { InterestResultView } from '@pathwise/progress';
import { areaDescription, areaList, areaName } from '@pathwise/career-words';
import {
  cardsRatedSentence,
  closeCallSentence,
  flatNote,
  minimumSentence,
  nearlyFlatCode,
  nearlyFlatNote,
  startingPoint,
  steadinessSentence,
  tieSentence,
} from './certainty-words';
import {
  type CodePlace,
  areaRows,
  certaintyOf,
  codeAreas,
  codeRanks,
  codeTies,
  nearlyFlat,
  resultDate,
} from './result-view';

/** Said aloud, a bare number could be anything: "72 out of 100". */
const outOf100 = (score: number) => {
  const points = formatNumber(score);
  return t`${points} out of 100`;
};

/** "Your strongest area is Investigative, with 81 out of 100." */
function placeSentence({ rank, joint }: CodePlace, area: string, score: string): string {
  if (joint) {
    if (rank === 1) return t`Joint first is ${area}, with ${score}.`;
    if (rank === 2) return t`Joint second is ${area}, with ${score}.`;
    return t`Joint third is ${area}, with ${score}.`;
  }
  if (rank === 1) return t`Your strongest area is ${area}, with ${score}.`;
  if (rank === 2) return t`Second is ${area}, with ${score}.`;
  return t`Third is ${area}, with ${score}.`;
}

/**
 * The result page as plain sentences to read aloud: the code and what its letters stand for, the
 * top areas with what each means, and how sure the result is. No tables or symbols, which speech
 * would read out one by one. Worded in the language chosen when it is read.
 */
export function resultScript(result: InterestResultView): string {
  const rows = areaRows(result);
  const scoreOf = (area: string) => rows.find((row) => row.area === area)?.score ?? 0;
  const areas = codeAreas(result.hollandCode);
  const sorted = resultDate(result.createdAt);
  // Letters apart, so the code is spelled out rather than read as a word.
  const letters = areas.join(', ');
  const near = nearlyFlat(result);
  const paragraphs: string[] = [
    sorted
      ? t`Your interest profile, from the cards you sorted on ${sorted}.`
      : t`Your interest profile, from the cards you sorted.`,
  ];

  if (result.flat) {
    paragraphs.push(
      t`Your Holland code is ${letters}. Your scores are all the same, so these letters only follow Holland's usual order: they don't point to any area.`,
      [
        t`The six areas are these.`,
        ...RIASEC_ORDER.map((area) => `${areaName(area)}: ${areaDescription(area)}`),
      ].join(' '),
    );
  } else {
    const others = rankAreas(result.scores).filter((area) => !areas.includes(area));
    const places = codeRanks(result);
    const codeNames = areaList(areas);
    const otherScores = formatList(
      others.map((area) => `${areaName(area)} ${formatNumber(scoreOf(area))}`),
    );
    paragraphs.push(
      near
        ? `${t`Your Holland code is ${letters}, which stands for ${codeNames}.`} ${nearlyFlatCode()}`
        : t`Your Holland code is ${letters}, which stands for ${codeNames}: the kinds of work that appeal to you most, strongest first.`,
      ...areas.map((area, index) => {
        const place: CodePlace = places[index] ?? { rank: 3, joint: false };
        return `${placeSentence(place, areaName(area), outOf100(scoreOf(area)))} ${areaDescription(area)}`;
      }),
      ...codeTies(result).map((tie) => tieSentence(tie, outOf100)),
      t`Your other areas scored lower: ${otherScores}, out of 100.`,
    );
  }

  const certainty = certaintyOf(result);
  paragraphs.push(
    [
      t`How sure is this?`,
      cardsRatedSentence(rows, result.answered),
      minimumSentence(),
      steadinessSentence(certainty, result.flat || near !== null),
    ].join(' '),
  );
  if (result.flat) paragraphs.push(flatNote(rows[0]?.score ?? 0, outOf100));
  if (near) paragraphs.push(nearlyFlatNote(near, outOf100));
  else if (certainty.closeCall) paragraphs.push(closeCallSentence(certainty.closeCall, outOf100));
  paragraphs.push(startingPoint());
  return paragraphs.join('\n\n');
}

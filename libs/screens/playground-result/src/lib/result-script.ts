import { RIASEC_ORDER, rankAreas, riasecAreaInfo } from '@pathwise/assessment';
import type { InterestResultView } from '@pathwise/progress';
import {
  MINIMUM_SENTENCE,
  STARTING_POINT,
  cardsRatedSentence,
  closeCallSentence,
  NEARLY_FLAT_CODE,
  flatNote,
  nearlyFlatNote,
  steadinessSentence,
  tieSentence,
} from './certainty-words';
import {
  areaList,
  areaRows,
  certaintyOf,
  codeAreas,
  codePlaces,
  codeTies,
  nearlyFlat,
  resultDate,
} from './result-view';

/** "a, b and c". */
const inWords = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Said aloud, a bare number could be anything: "72 out of 100". */
const outOf100 = (score: number) => `${score} out of 100`;

/**
 * The result page as plain sentences to read aloud: the code and what its letters stand for, the
 * top areas with what each means, and how sure the result is. No tables or symbols, which speech
 * would read out one by one.
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
    `Your interest profile, from the cards you sorted${sorted ? ` on ${sorted}` : ''}.`,
  ];

  if (result.flat) {
    paragraphs.push(
      `Your Holland code is ${letters}. Your scores are all the same, so these letters only follow Holland's usual order: they don't point to any area.`,
      `The six areas are these. ${RIASEC_ORDER.map((area) => {
        const info = riasecAreaInfo(area);
        return `${info.name}: ${info.description}`;
      }).join(' ')}`,
    );
  } else {
    const others = rankAreas(result.scores).filter((area) => !areas.includes(area));
    const places = codePlaces(result);
    paragraphs.push(
      near
        ? `Your Holland code is ${letters}, which stands for ${areaList(areas)}. ${NEARLY_FLAT_CODE}`
        : `Your Holland code is ${letters}, which stands for ${areaList(areas)}: the kinds of work that appeal to you most, strongest first.`,
      ...areas.map((area, index) => {
        const info = riasecAreaInfo(area);
        const place = places[index] ?? 'Then';
        const lead = place === 'Strongest' ? 'Your strongest area is' : `${place} is`;
        return `${lead} ${info.name}, with ${outOf100(scoreOf(area))}. ${info.description}`;
      }),
      ...codeTies(result).map((tie) => tieSentence(tie, outOf100)),
      `Your other areas scored lower: ${inWords(
        others.map((area) => `${riasecAreaInfo(area).name} ${scoreOf(area)}`),
      )}, out of 100.`,
    );
  }

  const certainty = certaintyOf(result);
  paragraphs.push(
    `How sure is this? ${cardsRatedSentence(rows, result.answered)} ${MINIMUM_SENTENCE} ${steadinessSentence(certainty, result.flat || near !== null)}`,
  );
  if (result.flat) paragraphs.push(flatNote(rows[0]?.score ?? 0, outOf100));
  if (near) paragraphs.push(nearlyFlatNote(near, outOf100));
  else if (certainty.closeCall) paragraphs.push(closeCallSentence(certainty.closeCall, outOf100));
  paragraphs.push(STARTING_POINT);
  return paragraphs.join('\n\n');
}

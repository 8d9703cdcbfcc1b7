import { fnv1a32 } from '../shared/hash';
import type { RiasecArea } from '../riasec';
import { areaFromOnetElementId, RIASEC_ORDER } from '../riasec';

/** One activity to rate, tied to the interest area it speaks for. */
export interface ActivityCard {
  /** Derived from content (element id + hash of the text): stable across imports and row order. */
  readonly id: string;
  readonly text: string;
  readonly area: RiasecArea;
}

/** A row of O*NET "Interests Illustrative Activities". */
export interface IllustrativeActivityRow {
  readonly elementId: string;
  readonly elementName: string;
  /** 'General' (the activity illustrates a RIASEC area) or 'Basic' (a basic interest) in O*NET 29.3. */
  readonly interestType: string;
  readonly activity: string;
}

/** A row of O*NET "Basic Interests to RIASEC". */
export interface BasicInterestRiasecRow {
  readonly basicInterestElementId: string;
  readonly basicInterestElementName: string;
  readonly riasecElementId: string;
  readonly riasecElementName: string;
}

export interface SkippedActivity {
  readonly row: IllustrativeActivityRow;
  /**
   * 'several-areas': its basic interest maps to more than one RIASEC area.
   * 'no-area': neither a RIASEC element nor a basic interest with a mapping.
   * 'empty': no activity text.
   */
  readonly reason: 'several-areas' | 'no-area' | 'empty';
  readonly areas: readonly RiasecArea[];
}

export interface ActivityCardSet {
  /** Sorted by area (RIASEC order), then id, whatever the order of the input rows. */
  readonly cards: readonly ActivityCard[];
  readonly skipped: readonly SkippedActivity[];
}

/** The id of a card: `<element id>-<FNV-1a of the text, whitespace collapsed, lower-cased>`. */
export function activityCardId(elementId: string, activity: string): string {
  return `${elementId.trim()}-${fnv1a32(normaliseText(activity).toLowerCase())}`;
}

/** The O*NET element (RIASEC area or basic interest) a card's activity illustrates, from its id. */
export const activityCardElement = (id: string): string => id.slice(0, id.lastIndexOf('-'));

/**
 * Cards from O*NET's illustrative activities. An activity whose element is one of the six RIASEC
 * elements (1.B.1.a–f) belongs to that area. Any other element is looked up as a basic interest
 * in the mapping; it counts only when the basic interest maps to exactly one area.
 *
 * Activities of basic interests that map to several areas (in O*NET 29.3, e.g. Social Science to
 * I and S, Finance to E and C) are skipped rather than assigned to one of them: liking such an
 * activity says something about two areas at once, so scoring it for either would blur both.
 * With 29.3 this leaves 36 R, 16 I, 28 A, 16 S, 28 E and 16 C cards.
 */
export function buildActivityCards(
  activities: readonly IllustrativeActivityRow[],
  basicInterests: readonly BasicInterestRiasecRow[],
): ActivityCardSet {
  const areasByBasicInterest = new Map<string, Set<RiasecArea>>();
  for (const row of basicInterests) {
    const area = areaFromOnetElementId(row.riasecElementId);
    if (!area) continue;
    const id = row.basicInterestElementId.trim();
    const areas = areasByBasicInterest.get(id) ?? new Set<RiasecArea>();
    areas.add(area);
    areasByBasicInterest.set(id, areas);
  }

  const cards = new Map<string, ActivityCard>();
  const skipped: SkippedActivity[] = [];
  for (const row of activities) {
    const text = normaliseText(row.activity);
    if (text === '') {
      skipped.push({ row, reason: 'empty', areas: [] });
      continue;
    }
    const direct = areaFromOnetElementId(row.elementId);
    const areas = direct
      ? [direct]
      : RIASEC_ORDER.filter((area) => areasByBasicInterest.get(row.elementId.trim())?.has(area));
    const [area] = areas;
    if (areas.length !== 1 || !area) {
      skipped.push({ row, reason: areas.length === 0 ? 'no-area' : 'several-areas', areas });
      continue;
    }
    const id = activityCardId(row.elementId, text);
    const existing = cards.get(id);
    if (existing && existing.text.toLowerCase() !== text.toLowerCase()) {
      // Two different texts with one hash: ids would no longer identify a card, so stop here.
      throw new Error(`Activity card id ${id} is shared by "${existing.text}" and "${text}".`);
    }
    // The same activity listed twice is one card.
    if (!existing) cards.set(id, { id, text, area });
  }

  const sorted = [...cards.values()].sort(
    (a, b) =>
      RIASEC_ORDER.indexOf(a.area) - RIASEC_ORDER.indexOf(b.area) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return { cards: sorted, skipped };
}

function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

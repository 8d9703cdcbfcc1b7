import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { RIASEC_ORDER } from '../riasec';
import type { BasicInterestRiasecRow, IllustrativeActivityRow } from './cards';
import { activityCardId, buildActivityCards } from './cards';

// libs/assessment/src/lib/interests → the repository root, beside which the shared data lives.
const ONET_DIR = resolve(import.meta.dirname, '../../../../..', '../shared/data/onet');

/** The O*NET text files: tab-separated, a header row, no quoting. */
function readTsv(name: string): string[][] {
  return readFileSync(resolve(ONET_DIR, name), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .slice(1)
    .map((line) => line.split('\t'));
}

const realActivities = (): IllustrativeActivityRow[] =>
  readTsv('Interests Illustrative Activities.txt').map(
    ([elementId, elementName, interestType, activity]) => ({
      elementId: elementId as string,
      elementName: elementName as string,
      interestType: interestType as string,
      activity: activity as string,
    }),
  );

const realBasicInterests = (): BasicInterestRiasecRow[] =>
  readTsv('Basic Interests to RIASEC.txt').map(
    ([basicInterestElementId, basicInterestElementName, riasecElementId, riasecElementName]) => ({
      basicInterestElementId: basicInterestElementId as string,
      basicInterestElementName: basicInterestElementName as string,
      riasecElementId: riasecElementId as string,
      riasecElementName: riasecElementName as string,
    }),
  );

const row = (elementId: string, activity: string, interestType = 'Basic') => ({
  elementId,
  elementName: elementId,
  interestType,
  activity,
});
const mapping = (basic: string, riasec: string) => ({
  basicInterestElementId: basic,
  basicInterestElementName: basic,
  riasecElementId: riasec,
  riasecElementName: riasec,
});

describe('buildActivityCards', () => {
  it('ties RIASEC-element activities to their area and basic interests through the mapping', () => {
    const { cards, skipped } = buildActivityCards(
      [
        row('1.B.1.c', 'Paint a mural.', 'General'),
        row('1.B.3.a', 'Fix a radio.'),
        row('1.B.3.n', 'Study how people vote.'),
        row('9.Z', 'Something unmapped.'),
        row('1.B.3.a', '   '),
      ],
      [mapping('1.B.3.a', '1.B.1.a'), mapping('1.B.3.n', '1.B.1.b'), mapping('1.B.3.n', '1.B.1.d')],
    );
    expect(cards.map((card) => [card.area, card.text])).toEqual([
      ['R', 'Fix a radio.'],
      ['A', 'Paint a mural.'],
    ]);
    expect(skipped.map((s) => [s.row.elementId, s.reason, s.areas])).toEqual([
      ['1.B.3.n', 'several-areas', ['I', 'S']],
      ['9.Z', 'no-area', []],
      ['1.B.3.a', 'empty', []],
    ]);
  });

  it('gives a card the same id whatever the row order, and one card per repeated activity', () => {
    const activities = realActivities();
    const basics = realBasicInterests();
    const reference = buildActivityCards(activities, basics).cards;
    fc.assert(
      fc.property(
        fc.shuffledSubarray(activities, { minLength: activities.length }),
        fc.shuffledSubarray(basics, { minLength: basics.length }),
        (shuffledActivities, shuffledBasics) => {
          expect(buildActivityCards(shuffledActivities, shuffledBasics).cards).toEqual(reference);
        },
      ),
      { numRuns: 20 },
    );
    const withRepeat = [
      ...activities,
      { ...(activities[0] as IllustrativeActivityRow), activity: ` ${activities[0]?.activity}  ` },
    ];
    expect(buildActivityCards(withRepeat, basics).cards).toEqual(reference);
  });

  it('derives ids from the element and the text only', () => {
    const id = activityCardId('1.B.3.a', 'Repair household appliances.');
    expect(id).toMatch(/^1\.B\.3\.a-[0-9a-f]{8}$/);
    expect(activityCardId('1.B.3.a', '  Repair   household appliances. ')).toBe(id);
    expect(activityCardId('1.B.3.b', 'Repair household appliances.')).not.toBe(id);
    expect(activityCardId('1.B.3.a', 'Repair household appliances')).not.toBe(id);
  });

  it('turns the O*NET 29.3 activities into balanced-enough cards with unique ids', () => {
    const activities = realActivities();
    const { cards, skipped } = buildActivityCards(activities, realBasicInterests());
    expect(activities).toHaveLength(188);
    // 24 'General' activities (4 per RIASEC area) and 41 basic interests × 4. Twelve basic
    // interests map to two areas; their 48 activities are skipped.
    expect(new Set(activities.map((a) => a.interestType))).toEqual(new Set(['General', 'Basic']));
    expect(skipped).toHaveLength(48);
    expect(skipped.every((s) => s.reason === 'several-areas' && s.areas.length === 2)).toBe(true);
    const perArea = RIASEC_ORDER.map((area) => cards.filter((card) => card.area === area).length);
    expect(perArea).toEqual([36, 16, 28, 16, 28, 16]);
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
  });
});

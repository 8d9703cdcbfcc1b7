/*
 * Cards a person rated count for the careers whose own activities they are. O*NET names example
 * careers for each basic interest ("Interests Illustrative Occupations": Visual Arts → Graphic
 * Designers, Special Effects Artists and Animators …); a card from that basic interest, liked or
 * not, then says something about those careers beyond the six area scores: someone who put every
 * visual-arts card in "Love it" gains on Graphic Designers, someone who put "Lead a political
 * campaign" in "Not for me" loses on Legislators.
 */
import type { InterestRating } from '../interests/score';

/** The most a career's own activities can add to a fit or take from it. */
export const ACTIVITY_POINTS = 5;

/** A card as linking needs it: its text and the careers O*NET gives as its examples. */
export interface ActivityCardCareers {
  readonly id: string;
  readonly text: string;
  /** O*NET-SOC codes of the careers illustrating the card's basic interest. */
  readonly careers: readonly string[];
}

/** A card the person rated that is one of a career's own activities. */
export interface RatedActivity {
  readonly text: string;
  readonly rating: InterestRating;
}

/** Per career, the cards that are its own activities (cards with no example careers link none). */
export function activityLinks(
  cards: readonly ActivityCardCareers[],
): ReadonlyMap<string, readonly ActivityCardCareers[]> {
  const links = new Map<string, ActivityCardCareers[]>();
  for (const card of cards)
    for (const code of card.careers) {
      const list = links.get(code);
      if (list) list.push(card);
      else links.set(code, [card]);
    }
  return links;
}

/** Per career, the person's ratings of its own activities; careers with none are left out. */
export function ratedActivities(
  links: ReadonlyMap<string, readonly ActivityCardCareers[]>,
  ratings: ReadonlyMap<string, InterestRating>,
): ReadonlyMap<string, readonly RatedActivity[]> {
  const rated = new Map<string, RatedActivity[]>();
  if (ratings.size === 0) return rated;
  for (const [code, cards] of links) {
    const own = cards.flatMap((card) => {
      const rating = ratings.get(card.id);
      return rating ? [{ text: card.text, rating }] : [];
    });
    if (own.length) rated.set(code, own);
  }
  return rated;
}

/**
 * Points from a career's own activities, −5 to 5: the share liked less the share not liked, of
 * those rated ("Not sure" counts as neither).
 */
export function activityPoints(activities: readonly RatedActivity[] | undefined): number {
  if (!activities?.length) return 0;
  let balance = 0;
  for (const { rating } of activities)
    balance += rating === 'like' ? 1 : rating === 'dislike' ? -1 : 0;
  return (ACTIVITY_POINTS * balance) / activities.length;
}

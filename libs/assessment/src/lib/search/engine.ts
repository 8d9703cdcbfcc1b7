import MiniSearch from 'minisearch';
import { militaryJobFor } from '../matching/military-jobs';
import {
  EVERYDAY_NAMES as EVERYDAY_NAMES_EN,
  EVERYDAY_NAMES_ES,
  EVERYDAY_WITHIN as EVERYDAY_WITHIN_EN,
  EVERYDAY_WITHIN_ES,
  singular as englishSingular,
  spanishSingular,
  spanishWords,
  words as englishWords,
} from './words';

export type SearchName = { code: string; name: string; kind: 'title' | 'alternate' | 'reported' };
export type SearchCareer = {
  code: string;
  /** Wage and salary jobs (BLS), for the prior that lets common careers win ties. */
  employment: number | null;
  /** "… All Other" catch-alls rank below specific careers. */
  catchAll: boolean;
};
export type SearchHit = { code: string; score: number; matchedName: string };

// A career's own title counts more than the other names it goes by, then reported titles.
const KIND_WEIGHT = { title: 0, alternate: -6, reported: -9 } as const;
/**
 * What a career's own title adds to a plain match: enough that a title holding every word searched
 * for outranks another career's alternate title, even one that is the search exactly ("dispatcher"
 * finds Dispatchers before the Emergency Medical Technicians O*NET also calls "Dispatcher"; "police"
 * the police officers before a "Police Secretary"). Names other than titles still win where no
 * title holds the words ("RN"). Typo matches get none: they stay below the rest.
 */
const TITLE_TIER = { whole: 70, begun: 30 } as const;
/**
 * A title without what it leaves out: "Dispatchers, Except Police, Fire, and Ambulance" is about
 * dispatchers, and a search for "police" should not find it, nor count its exclusions as words the
 * search left unsaid.
 */
const withoutExceptions = (title: string) => title.replace(/,?\s+except\b.*$/i, '');

/** How a name matched: every word whole, the last one only begun, or with typos. */
const BASE = { whole: 100, begun: 70, typo: 20 } as const;
/** What a name whose first word is the search's first adds, in languages that lead with it. */
const HEAD_WORD = 15;
/** Typo-tolerant matching is tried only when plain matching finds fewer careers than this. */
const FEW = 5;
/** The shortest last word read as the start of a longer one. */
const MIN_PREFIX = 3;

/** Above any score a name earns: a military job's civilian careers lead. */
const MILITARY_SCORE = 1_000_000;

/**
 * Career search over every name a career goes by. Exact and whole-word matches come first, then
 * names whose words start with what was typed; typo-tolerant matches only when those find too
 * little, and always below them. Within a kind of match, a name that says more of what was asked
 * (fewer extra words) ranks higher, a career's own title above its other names, common careers
 * (BLS employment) above rare ones, and catch-alls last.
 *
 * Built for speed: word lists per name are sorted id arrays, intersections are counted in one typed
 * array, and the best name per career is kept in typed arrays too.
 */
export function searchEngine(
  names: readonly SearchName[],
  careers: readonly SearchCareer[],
  options: { language?: 'en' | 'es' } = {},
) {
  // Names and searches are read the same way: as the language writes words and plurals.
  const words = options.language === 'es' ? spanishWords : englishWords;
  const singular = options.language === 'es' ? spanishSingular : englishSingular;
  const headFirst = options.language === 'es';
  const EVERYDAY_NAMES =
    options.language === 'es' ? { ...EVERYDAY_NAMES_EN, ...EVERYDAY_NAMES_ES } : EVERYDAY_NAMES_EN;
  const EVERYDAY_WITHIN =
    options.language === 'es'
      ? { ...EVERYDAY_WITHIN_EN, ...EVERYDAY_WITHIN_ES }
      : EVERYDAY_WITHIN_EN;
  const careerIndex = new Map(careers.map((career, index) => [career.code, index]));
  const maxLog = Math.log10(Math.max(10, ...careers.map((c) => c.employment ?? 0)));
  const careerPrior = careers.map(
    (c) =>
      (c.employment && c.employment > 0 ? 12 * (Math.log10(c.employment) / maxLog) : 0) -
      (c.catchAll ? 30 : 0),
  );

  const entryCareer = new Int32Array(names.length);
  const entryStatic = new Float64Array(names.length);
  const entryWordCount = new Int32Array(names.length);
  const entryIsTitle = new Uint8Array(names.length);
  const entryFirst: string[] = [];
  const entryText: string[] = [];
  const lists = new Map<string, number[]>();
  names.forEach((name, id) => {
    const own = words(name.kind === 'title' ? withoutExceptions(name.name) : name.name);
    const career = careerIndex.get(name.code) ?? -1;
    entryCareer[id] = career;
    entryStatic[id] = KIND_WEIGHT[name.kind] + (career >= 0 ? careerPrior[career]! : 0);
    entryWordCount[id] = own.length;
    entryIsTitle[id] = name.kind === 'title' ? 1 : 0;
    entryText.push(own.join(' '));
    entryFirst.push(own[0] ?? '');
    for (const word of new Set(own)) {
      const list = lists.get(word);
      if (list) list.push(id);
      else lists.set(word, [id]);
    }
  });
  const postings = new Map([...lists].map(([word, ids]) => [word, Int32Array.from(ids)]));
  const vocabulary = [...postings.keys()].sort();
  const typoIndex = new MiniSearch<{ id: number; word: string }>({
    fields: ['word'],
    storeFields: ['word'],
  });
  typoIndex.addAll(vocabulary.map((word, id) => ({ id, word })));

  // Reused between searches: how many query words each name has matched, and each career's best.
  const counts = new Int32Array(names.length);
  const bestScore = new Float64Array(careers.length);
  const bestEntry = new Int32Array(careers.length).fill(-1);
  const touched: number[] = [];

  /** Where `prefix` would sit in the sorted vocabulary (binary search). */
  function firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (vocabulary[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Vocabulary words starting with `prefix`. */
  function startingWith(prefix: string): string[] {
    const found: string[] = [];
    for (let i = firstAtOrAfter(prefix); vocabulary[i]?.startsWith(prefix); i++)
      found.push(vocabulary[i]!);
    return found;
  }

  /** Names holding, for every query position, one of that position's words. */
  function matching(alternatives: readonly (readonly string[])[]): number[] {
    const stamp: number[] = [];
    alternatives.forEach((words, position) => {
      for (const word of words) {
        const ids = postings.get(word);
        if (!ids) continue;
        for (const id of ids) {
          if (counts[id] === position) {
            counts[id] = position + 1;
            if (position === alternatives.length - 1) stamp.push(id);
          }
        }
      }
    });
    // Reset for the next call: every id that was counted is reachable from the first position.
    for (const word of alternatives[0] ?? [])
      for (const id of postings.get(word) ?? []) counts[id] = 0;
    return stamp;
  }

  function keep(id: number, score: number) {
    const career = entryCareer[id]!;
    if (career < 0) return;
    if (bestEntry[career] === -1) touched.push(career);
    if (bestEntry[career] === -1 || score > bestScore[career]!) {
      bestScore[career] = score;
      bestEntry[career] = id;
    }
  }

  function score(
    ids: readonly number[],
    query: readonly string[],
    base: number,
    titleTier: number,
  ) {
    const text = query.join(' ');
    for (const id of ids) {
      const size = entryWordCount[id]!;
      const exact = size === query.length && entryText[id] === text ? 40 : 0;
      // How much of the name the query covers: "Registered Nurses" for "nurse" covers half.
      const coverage = (20 * query.length) / Math.max(query.length, size);
      const tier = entryIsTitle[id] ? titleTier : 0;
      // Spanish names lead with what the person is ("Médicos de familia", "Secretarios médicos"):
      // a search's first word there says who is meant more than the same word further in.
      const head = headFirst && entryFirst[id] === query[0] ? HEAD_WORD : 0;
      keep(id, base + tier + exact + coverage + head + entryStatic[id]!);
    }
  }

  /**
   * Two words typed without the space between them ("machineoperator"): a word no name holds, and
   * no name's word starts with, split where both halves are words names hold, the most even split
   * first. Anything else is left to typo matching.
   */
  function unjoined(word: string): string[] {
    if (
      word.length < 2 * MIN_PREFIX ||
      postings.has(word) ||
      vocabulary[firstAtOrAfter(word)]?.startsWith(word)
    )
      return [word];
    let best: string[] | null = null;
    for (let at = MIN_PREFIX; at <= word.length - MIN_PREFIX; at++) {
      const left = word.slice(0, at);
      const right = singular(word.slice(at));
      const shorter = Math.min(left.length, right.length);
      if (postings.has(left) && postings.has(right) && (!best || shorter > best[2]!.length))
        best = [left, right, shorter === left.length ? left : right];
    }
    return best ? best.slice(0, 2) : [word];
  }

  // A career's own name, for what a military job leads to (its hits match on no name).
  const ownTitle = new Map<string, string>();
  for (const name of names)
    if (name.kind === 'title' && !ownTitle.has(name.code)) ownTitle.set(name.code, name.name);

  return function search(input: string): SearchHit[] {
    // A military job's civilian careers come first, closest first (military-jobs.ts); what its
    // words find follows.
    const job = militaryJobFor(input);
    const found = searchTyped(input);
    if (!job) return found;
    const first: SearchHit[] = job.civilian.flatMap((code, turn) => {
      const title = ownTitle.get(code);
      return title ? [{ code, score: MILITARY_SCORE - turn, matchedName: title }] : [];
    });
    const pinned = new Set(first.map((hit) => hit.code));
    return [...first, ...found.filter((hit) => !pinned.has(hit.code))];
  };

  function searchTyped(input: string): SearchHit[] {
    // Titles are indexed without what they leave out (see `withoutExceptions`); so is the search.
    const typed = words(withoutExceptions(input));
    if (typed.length === 0) return [];
    // Everyday names first: they are words the catalogue lacks, which are not to be split. Each
    // name they stand for is searched in turn, and its careers follow those of the one before.
    // Own keys only: "constructor" is not an everyday name, whatever Object.prototype holds.
    const everyday =
      typed.length === 1 && Object.hasOwn(EVERYDAY_NAMES, typed[0]!)
        ? EVERYDAY_NAMES[typed[0]!]!
        : null;
    if (!everyday) return searchWords(typed.flatMap(unjoined));
    const within = Object.hasOwn(EVERYDAY_WITHIN, typed[0]!) ? EVERYDAY_WITHIN[typed[0]!] : null;
    const seen = new Set<string>();
    const hits: SearchHit[] = [];
    everyday.forEach((name, turn) => {
      for (const hit of searchWords(words(name))) {
        if (seen.has(hit.code)) continue;
        if (within && !within.some((group) => hit.code.startsWith(group))) continue;
        seen.add(hit.code);
        // Scores stay in order across turns: each turn's fall below the one before.
        hits.push({ ...hit, score: hit.score - 1000 * turn });
      }
    });
    return hits;
  }

  function searchWords(query: readonly string[]): SearchHit[] {
    const last = query.at(-1)!;

    score(matching(query.map((word) => [word])), query, BASE.whole, TITLE_TIER.whole);
    if (last.length >= MIN_PREFIX) {
      const begun = startingWith(last).filter((word) => word !== last);
      if (begun.length)
        score(
          matching([...query.slice(0, -1).map((w) => [w]), begun]),
          query,
          BASE.begun,
          TITLE_TIER.begun,
        );
    }
    if (touched.length < FEW && !query.every((word) => postings.has(word))) {
      // Each word may be up to one typo off (two for long words); never ranked above the rest. A
      // word some name holds is no typo: "animator" is not "aviator", nor "lawyer" "layer".
      const near = query.map((word) =>
        postings.has(word)
          ? [word]
          : typoIndex
              .search(word, {
                fuzzy: word.length < 4 ? 0 : word.length < 8 ? 1 : 2,
                prefix: word === last && word.length >= MIN_PREFIX,
              })
              .map((hit) => hit['word'] as string),
      );
      const plain = new Set(touched);
      for (const id of matching(near)) {
        if (plain.has(entryCareer[id]!)) continue;
        keep(
          id,
          BASE.typo +
            (10 * query.length) / Math.max(query.length, entryWordCount[id]!) +
            entryStatic[id]!,
        );
      }
    }
    if (touched.length === 0 && query.length > 1) {
      // Nothing has every word: rank by any of them rather than show nothing.
      for (const word of query)
        for (const id of postings.get(word) ?? [])
          keep(id, (10 * 1) / Math.max(1, entryWordCount[id]!) + entryStatic[id]!);
    }

    const hits = touched.map((career) => ({
      code: careers[career]!.code,
      score: bestScore[career]!,
      matchedName: names[bestEntry[career]!]!.name,
    }));
    for (const career of touched) bestEntry[career] = -1;
    touched.length = 0;
    return hits.sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
  }
}

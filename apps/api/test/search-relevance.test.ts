import { databaseTargets, ensureCatalogue, useApi } from './helpers';
import { relevanceOf } from './relevance-check';
import { HOLDOUT_SET } from './search-holdout';
import { TEEN_HOLDOUT_SET } from './search-teen-holdout';
import { RELEVANCE_SET } from './search-relevance';
import { RELEVANCE_SET_ES } from './search-relevance-es';

// One database is enough: ranking happens in memory, the same on both.
const [target] = databaseTargets();

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

describe('career search finds what people mean', () => {
  const started = useApi(target![1]);
  beforeAll(() => ensureCatalogue(started().database), 180_000);

  it(`puts the career meant in the first three for at least 95% of ${RELEVANCE_SET.length} everyday searches`, async () => {
    const { top1, top3, mrr, misses, notFirst } = await relevanceOf(started().app, RELEVANCE_SET);
    console.log(
      `Search relevance (team set): top-1 ${percent(top1)}, top-3 ${percent(top3)}, MRR ${mrr.toFixed(3)} over ${RELEVANCE_SET.length} queries` +
        (misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : '') +
        (notFirst.length ? `\n  second or third:\n  ${notFirst.join('\n  ')}` : ''),
    );
    expect(top3, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  // A set never tuned against: reported, and held to a floor set before it was first run.
  it(`finds the career meant in the first three for at least 80% of ${HOLDOUT_SET.length} held-out searches`, async () => {
    const { top1, top3, mrr, misses, notFirst } = await relevanceOf(started().app, HOLDOUT_SET);
    console.log(
      `Search relevance (held-out set): top-1 ${percent(top1)}, top-3 ${percent(top3)}, MRR ${mrr.toFixed(3)} over ${HOLDOUT_SET.length} queries` +
        (misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : '') +
        (notFirst.length ? `\n  second or third:\n  ${notFirst.join('\n  ')}` : ''),
    );
    expect(top3, misses.join('\n')).toBeGreaterThanOrEqual(0.8);
  });

  // Young people's words, written before search was tuned for them. The goal set before its first
  // run is 60% in the first three; its first run found 48% (12 of 25). Until tuning on other words
  // reaches the goal, the floor is what it found, so search can't quietly get worse for them.
  it(`finds the career meant in the first three for at least 48% of ${TEEN_HOLDOUT_SET.length} held-out teen searches (goal 60%)`, async () => {
    const { top1, top3, mrr, misses, notFirst } = await relevanceOf(
      started().app,
      TEEN_HOLDOUT_SET,
    );
    console.log(
      `Search relevance (teen held-out set): top-1 ${percent(top1)}, top-3 ${percent(top3)}, MRR ${mrr.toFixed(3)} over ${TEEN_HOLDOUT_SET.length} queries` +
        (misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : '') +
        (notFirst.length ? `\n  second or third:\n  ${notFirst.join('\n  ')}` : ''),
    );
    expect(top3, misses.join('\n')).toBeGreaterThanOrEqual(0.48);
  });

  // Written before Spanish search was tuned, by someone who had not seen its code; its floor was
  // set before it was first run.
  it(`finds the career meant in the first three for at least 85% of ${RELEVANCE_SET_ES.length} Spanish searches`, async () => {
    const { top1, top3, mrr, misses, notFirst } = await relevanceOf(
      started().app,
      RELEVANCE_SET_ES,
      'es',
    );
    console.log(
      `Search relevance (Spanish set): top-1 ${percent(top1)}, top-3 ${percent(top3)}, MRR ${mrr.toFixed(3)} over ${RELEVANCE_SET_ES.length} queries` +
        (misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : '') +
        (notFirst.length ? `\n  second or third:\n  ${notFirst.join('\n  ')}` : ''),
    );
    expect(top3, misses.join('\n')).toBeGreaterThanOrEqual(0.85);
  });
});

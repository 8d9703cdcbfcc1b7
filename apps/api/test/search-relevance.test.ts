import type { CareerPage } from '@pathwise/contract';
import { databaseTargets, ensureCatalogue, useApi } from './helpers';
import { RELEVANCE_SET } from './search-relevance';

// One database is enough: ranking happens in memory, the same on both.
const [target] = databaseTargets();

describe('career search finds what people mean', () => {
  const started = useApi(target![1]);
  beforeAll(() => ensureCatalogue(started().database), 180_000);

  it(`puts the career meant in the first three for at least 95% of ${RELEVANCE_SET.length} everyday searches`, async () => {
    const misses: string[] = [];
    let reciprocalRanks = 0;
    for (const { query, means } of RELEVANCE_SET) {
      const response = await started().app.inject({
        url: `/api/careers?q=${encodeURIComponent(query)}&limit=10`,
      });
      const page = response.json() as CareerPage;
      const rank = page.items.findIndex((item) => means.includes(item.code)) + 1;
      reciprocalRanks += rank > 0 ? 1 / rank : 0;
      if (rank === 0 || rank > 3)
        misses.push(
          `${query} → ${page.items
            .slice(0, 3)
            .map((item) => item.title)
            .join(' | ')}`,
        );
    }
    const top3 = (RELEVANCE_SET.length - misses.length) / RELEVANCE_SET.length;
    const mrr = reciprocalRanks / RELEVANCE_SET.length;
    console.log(
      `Search relevance: top-3 ${(top3 * 100).toFixed(1)}%, MRR ${mrr.toFixed(3)} over ${RELEVANCE_SET.length} queries` +
        (misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(top3, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});

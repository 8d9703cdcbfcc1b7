import { API_OPERATIONS, type CareerPage, apiCall, withQuery } from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';

type Query = { query: string; means: readonly string[] };

/** Top-1 and top-3 shares of a relevance set against the API's search in a language, with the misses. */
export async function relevanceOf(app: FastifyInstance, set: readonly Query[], language = 'en') {
  const misses: string[] = [];
  const notFirst: string[] = [];
  let first = 0;
  let reciprocalRanks = 0;
  for (const { query, means } of set) {
    const response = await app.inject({
      ...withQuery(apiCall(API_OPERATIONS.searchCareers), { q: query, limit: 10 }),
      headers: { 'accept-language': language },
    });
    const page = response.json() as CareerPage;
    const rank = page.items.findIndex((item) => means.includes(item.code)) + 1;
    if (rank === 1) first++;
    else if (rank > 0 && rank <= 3)
      notFirst.push(`${query} → #${rank}, after ${page.items[0]?.title}`);
    reciprocalRanks += rank > 0 ? 1 / rank : 0;
    if (rank === 0 || rank > 3)
      misses.push(
        `${query} → ${page.items
          .slice(0, 3)
          .map((item) => item.title)
          .join(' | ')}`,
      );
  }
  return {
    top1: first / set.length,
    top3: (set.length - misses.length) / set.length,
    mrr: reciprocalRanks / set.length,
    misses,
    notFirst,
  };
}

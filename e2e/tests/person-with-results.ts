import { type APIRequestContext, expect } from '@playwright/test';
import { createAccount, uniqueEmail } from './auth-helpers';
import { finishPersonalityTest } from './personality-answers';

export const PASSWORD = 'correct horse battery';

/** A person who has done everything: a report, an interest result, onboarding and three saved careers. */
export async function personWithResults(
  request: APIRequestContext,
  name = 'Alexandra Konstantinidou-Whitfield',
) {
  const email = uniqueEmail('widths');
  const { uid, authorization } = await createAccount(email, PASSWORD, name);
  const headers = { authorization };
  const ok = async (response: Promise<{ ok(): boolean; text(): Promise<string> }>) => {
    const answered = await response;
    expect(answered.ok(), await answered.text()).toBe(true);
  };
  await finishPersonalityTest(request, authorization);
  const deck = (await (await request.get('/api/interests/items')).json()) as {
    cards: { id: string; area: string }[];
  };
  await ok(
    request.put('/api/me/interests/answers', {
      headers,
      data: {
        ratings: deck.cards.map((card) => ({
          cardId: card.id,
          rating: 'SA'.includes(card.area) ? 'like' : card.area === 'I' ? 'unsure' : 'dislike',
        })),
      },
    }),
  );
  await ok(request.post('/api/me/interests/result', { headers }));
  await ok(
    request.put('/api/me/onboarding', {
      headers,
      data: {
        lifeStage: 'changing-careers',
        workValues: ['achievement', 'independence'],
        completed: true,
      },
    }),
  );
  for (const code of ['15-1252.00', '29-1141.00', '27-1024.00'])
    await ok(request.put(`/api/me/favourites/${code}`, { headers }));
  await ok(request.patch('/api/me', { headers, data: { shareProfile: true } }));
  return { email, uid, authorization };
}

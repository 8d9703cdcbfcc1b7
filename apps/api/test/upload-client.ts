import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import {
  API_OPERATIONS,
  type ApiCall,
  COIN_AWARDS,
  apiCall,
  withQuery,
  type InterestAnswers,
  type InterestDeck,
  type PersonalityAnswer,
  type PersonalityReportHistory,
  type ReportAnswers,
  coinsSchema,
  INTEREST_RATINGS,
} from '@pathwise/contract';

/** A signed-in person as the client sends them: an ID token's header. */
export type Person = { uid: string; auth: { authorization: string } };

/** Everything one person sends: every statement answered, every card of their deck rated. */
export type Upload = {
  person: Person;
  answers: PersonalityAnswer[];
  ratings: InterestAnswers['ratings'];
};

/** Answers the client sends again, as the web app does: the API was unreachable or stopping. */
const SEND_AGAIN = new Set([502, 503]);
const MAX_ATTEMPTS = 60;
const ANSWERS_PER_BATCH = 10;
const RATINGS_PER_BATCH = 8;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function batches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/**
 * The client side of the fault tests: sends each request until it gets an answer other than 502
 * or 503, waiting a little longer after each failure, and counts what it sent.
 */
export class RetryingClient {
  /** Every request sent, the ones sent again included. */
  requests = 0;
  /** Requests sent again after a lost connection, a 502 or a 503. */
  sentAgain = 0;
  /** Requests whose connection dropped before their answer came (not refused ones). */
  cutOff = 0;
  /** Requests that got their answer. */
  answered = 0;
  private waiting: { count: number; resolve: () => void }[] = [];

  constructor(readonly baseUrl: string) {}

  async send(
    { method, url }: ApiCall<'GET' | 'PUT' | 'POST'>,
    person?: Person,
    body?: unknown,
  ): Promise<Response> {
    const headers: Record<string, string> = { ...person?.auth };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let last = 'no answer';
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      if (attempt > 1) {
        this.sentAgain++;
        await wait(Math.min(50 * attempt, 1000));
      }
      this.requests++;
      try {
        const response = await fetch(`${this.baseUrl}${url}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!SEND_AGAIN.has(response.status)) {
          this.answered++;
          this.waiting = this.waiting.filter((waiter) =>
            waiter.count <= this.answered ? (waiter.resolve(), false) : true,
          );
          return response;
        }
        last = `${response.status} ${await response.text()}`;
      } catch (error) {
        // fetch fails with a TypeError when the connection is refused or drops.
        if (!(error instanceof TypeError)) throw error;
        if ((error.cause as { code?: string } | undefined)?.code !== 'ECONNREFUSED') this.cutOff++;
        last = String(error.cause ?? error);
      }
    }
    throw new Error(`${method} ${url}: ${MAX_ATTEMPTS} attempts, the last: ${last}`);
  }

  /** Resolves once `count` requests in all have got their answer. */
  answeredAtLeast(count: number): Promise<void> {
    if (this.answered >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ count, resolve }));
  }

  async json<T>(response: Promise<Response>, status: number): Promise<T> {
    const answer = await response;
    const text = await answer.text();
    expect(answer.status, text).toBe(status);
    return JSON.parse(text) as T;
  }
}

/** Batches of personality answers `uploadEverything` sends per person (more requests follow). */
export const ANSWER_BATCHES = Math.ceil(BIG_FIVE_ITEM_KEY.length / ANSWERS_PER_BATCH);

/**
 * What the web app does for someone who takes the personality test and rates the interest cards:
 * uploads the answers and ratings in batches, then asks for the report and the interest result.
 * Returns what was sent.
 */
export async function uploadEverything(client: RetryingClient, person: Person): Promise<Upload> {
  const deck = await client.json<InterestDeck>(
    client.send(
      withQuery(apiCall(API_OPERATIONS.getInterestDeck), { size: 'standard', seed: person.uid }),
    ),
    200,
  );
  const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)]!;
  const upload: Upload = {
    person,
    answers: BIG_FIVE_ITEM_KEY.map((item) => ({ itemId: item.id, score: pick([1, 2, 3, 4, 5]) })),
    ratings: deck.cards.map((card) => ({ cardId: card.id, rating: pick(INTEREST_RATINGS) })),
  };
  for (const answers of batches(upload.answers, ANSWERS_PER_BATCH))
    await client.json(
      client.send(apiCall(API_OPERATIONS.savePersonalityAnswers), person, {
        testVersion: BIG_FIVE_TEST_VERSION,
        answers,
      }),
      200,
    );
  for (const ratings of batches(upload.ratings, RATINGS_PER_BATCH))
    await client.json(
      client.send(apiCall(API_OPERATIONS.saveInterestAnswers), person, { ratings }),
      200,
    );
  // A report request whose answer was lost is sent again and finds its report made: 409.
  const report = await client.send(apiCall(API_OPERATIONS.createPersonalityReport), person, {});
  const reportBody = await report.text();
  if (report.status !== 201) {
    expect(report.status, reportBody).toBe(409);
    expect(JSON.parse(reportBody)).toMatchObject({ code: 'answers_already_scored' });
  }
  await client.json(client.send(apiCall(API_OPERATIONS.createInterestResult), person), 201);
  return upload;
}

/** Reads a database the way both drivers (pg and PGlite) answer a query. */
export type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

const byItem = (answers: PersonalityAnswer[]) =>
  [...answers].sort((a, b) => a.itemId.localeCompare(b.itemId));
const byCard = (ratings: InterestAnswers['ratings']) =>
  [...ratings].sort((a, b) => a.cardId.localeCompare(b.cardId));

/** What the API's database holds for a person: answers and ratings as stored, awards per kind. */
async function storedFor(query: Query, uid: string) {
  const reports = (await query('select answers from personality_reports where user_id = $1', [uid]))
    .rows as { answers: PersonalityAnswer[] }[];
  const working = (
    await query('select count(*)::int as n from personality_answers where user_id = $1', [uid])
  ).rows as { n: number }[];
  const ratings = (
    await query('select card_id as "cardId", rating from interest_ratings where user_id = $1', [
      uid,
    ])
  ).rows as InterestAnswers['ratings'];
  const results = (
    await query('select count(*)::int as n from interest_results where user_id = $1', [uid])
  ).rows as { n: number }[];
  const awards = (
    await query(
      'select achievement, count(*)::int as n from coin_awards where user_id = $1 group by achievement order by achievement',
      [uid],
    )
  ).rows as { achievement: string; n: number }[];
  return {
    reports: reports.map((report) => byItem(report.answers)),
    workingAnswers: working[0]!.n,
    ratings: byCard(ratings),
    interestResults: results[0]!.n,
    awards,
  };
}

/** The awards a person earns by finishing the personality test and the playground, each once. */
const EARNED = ['personality-test-completed', 'playground-completed'] as const;

/**
 * Holds what the API answers and what its database holds for each person to what the client sent:
 * one report with exactly the 120 answers sent, exactly the ratings sent, each award once. The
 * database is read through `query` when given (PGlite's is the API process's alone).
 */
export async function expectNothingLost(
  client: RetryingClient,
  query: Query | null,
  uploads: Upload[],
) {
  const found = { answers: 0, ratings: 0 };
  for (const upload of uploads) {
    const { person } = upload;
    const history = await client.json<PersonalityReportHistory>(
      client.send(apiCall(API_OPERATIONS.getPersonalityReportHistory), person),
      200,
    );
    expect(history.items).toHaveLength(1);
    const kept = await client.json<ReportAnswers>(
      client.send(apiCall(API_OPERATIONS.getReportAnswers, { id: history.items[0]!.id }), person),
      200,
    );
    expect(byItem(kept.answers)).toEqual(byItem(upload.answers));
    const rated = await client.json<InterestAnswers>(
      client.send(apiCall(API_OPERATIONS.getInterestAnswers), person),
      200,
    );
    expect(byCard(rated.ratings)).toEqual(byCard(upload.ratings));
    const coins = coinsSchema.parse(
      await client.json(client.send(apiCall(API_OPERATIONS.getCoins), person), 200),
    );
    expect(coins.ledger.map((award) => award.achievement).sort()).toEqual([...EARNED]);
    expect(coins.balance).toBe(
      EARNED.reduce((sum, achievement) => sum + COIN_AWARDS[achievement], 0),
    );
    found.answers += kept.answers.length;
    found.ratings += rated.ratings.length;
  }
  if (query) await expectStored(query, uploads);
  return found;
}

/** The database side of `expectNothingLost`. */
export async function expectStored(query: Query, uploads: Upload[]) {
  for (const upload of uploads) {
    const stored = await storedFor(query, upload.person.uid);
    expect(stored.reports).toEqual([byItem(upload.answers)]);
    // Making the report cleared the working set: nothing left over to be scored twice.
    expect(stored.workingAnswers).toBe(0);
    expect(stored.ratings).toEqual(byCard(upload.ratings));
    // A result request sent again after a lost answer finds the result it made: one, not two.
    expect(stored.interestResults).toBe(1);
    expect(stored.awards).toEqual(EARNED.map((achievement) => ({ achievement, n: 1 })));
  }
}

/** The figures of a fault test's closing line: what was sent and what was found. */
export function sentAndFound(uploads: Upload[], found: { answers: number; ratings: number }) {
  const sent = (part: 'answers' | 'ratings') =>
    uploads.reduce((sum, upload) => sum + upload[part].length, 0);
  return `answers sent ${sent('answers')}, found ${found.answers}; ratings sent ${sent('ratings')}, found ${found.ratings}; 0 duplicated; coins awarded once each`;
}

/**
 * Sends `GET /api/me` once at a time, without sending anything again, until the per-person limit
 * answers 429; returns how many requests got through before it.
 */
export async function requestsBeforeLimit(baseUrl: string, person: Person, most: number) {
  for (let sent = 0; sent < most; sent++) {
    const response = await fetch(`${baseUrl}/api/me`, { headers: person.auth });
    await response.arrayBuffer();
    if (response.status === 429) return sent;
    expect(response.status).toBe(200);
  }
  return most;
}

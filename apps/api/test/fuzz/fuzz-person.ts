import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import { API_OPERATIONS, type ApiCall, GROUP_SHARES, apiCall, withQuery } from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { signUp } from '../helpers';
import type { OpenApiDocument } from './requests';
import type { KnownStrings } from './schema-values';

type Call = ApiCall & { payload?: object };

/** The person every signed-in case is sent as, with the strings the API has shown them. */
export type FuzzPerson = {
  authorization: string;
  refreshToken: string;
  signedInAt: number;
  known: KnownStrings;
};

/**
 * A person who has used every part of the API once (profile, onboarding, a shared report with
 * answers waiting for the next, interest ratings and a result, a saved career, a group they made
 * and are in), so that a valid-shaped case finds rows to read, change, share or delete. Returns
 * the strings only a parameterised answer shows (the member id), by the parameter's name.
 */
async function seed(app: FastifyInstance, authorization: string): Promise<Record<string, string>> {
  const send = async ({ method, url, payload }: Call) => {
    const response = await app.inject({ method, url, payload, headers: { authorization } });
    if (response.statusCode >= 300)
      throw new Error(`Seeding ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
  const answers = (score: number) => ({
    testVersion: BIG_FIVE_TEST_VERSION,
    answers: BIG_FIVE_ITEM_KEY.map((item) => ({ itemId: item.id, score })),
  });
  const deck = (await send(apiCall(API_OPERATIONS.getInterestDeck))) as {
    cards: { id: string }[];
  };
  const careers = (await send(withQuery(apiCall(API_OPERATIONS.searchCareers), { limit: 2 }))) as {
    items: { code: string }[];
  };
  const steps: Call[] = [
    { ...apiCall(API_OPERATIONS.updateMe), payload: { displayName: 'Fuzz', shareProfile: true } },
    {
      ...apiCall(API_OPERATIONS.putOnboarding),
      payload: { workValues: ['support'], completed: true },
    },
    { ...apiCall(API_OPERATIONS.savePersonalityAnswers), payload: answers(4) },
  ];
  for (const step of steps) await send(step);
  const report = await send({ ...apiCall(API_OPERATIONS.createPersonalityReport), payload: {} });
  const later: Call[] = [
    apiCall(API_OPERATIONS.sharePersonalityReport, { id: String(report['id']) }),
    { ...apiCall(API_OPERATIONS.savePersonalityAnswers), payload: answers(2) },
    {
      ...apiCall(API_OPERATIONS.saveInterestAnswers),
      payload: { ratings: deck.cards.map((card) => ({ cardId: card.id, rating: 'like' })) },
    },
    apiCall(API_OPERATIONS.createInterestResult),
    ...careers.items.map((career): Call =>
      apiCall(API_OPERATIONS.saveFavourite, { code: career.code }),
    ),
  ];
  for (const step of later) await send(step);
  const group = await send({
    ...apiCall(API_OPERATIONS.createGroup),
    payload: { name: 'Fuzz group' },
  });
  const joined = (await send({
    ...apiCall(API_OPERATIONS.saveGroupMembership, { code: String(group['code']) }),
    payload: {
      name: 'Fuzz',
      shares: Object.fromEntries(GROUP_SHARES.map((share) => [share, true])),
    },
  })) as { shown: { id: string } };
  return { memberId: joined.shown.id };
}

/** Every string in a JSON value short enough to be an id, a code or a name, by its field's name. */
function collect(value: unknown, name: string, known: Map<string, Set<string>>) {
  if (typeof value === 'string') {
    if (value.length > 128) return;
    for (const key of ['', name]) {
      const strings = known.get(key) ?? new Set<string>();
      known.set(key, strings.add(value));
    }
  } else if (Array.isArray(value)) for (const item of value) collect(item, name, known);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) collect(item, key, known);
}

/**
 * What the API shows this person: the answers of every GET in the document that needs no
 * parameter, plus the personality test's item ids (the web app has them, the API takes them) and
 * what the seeding was shown.
 */
async function knownStrings(
  app: FastifyInstance,
  document: OpenApiDocument,
  authorization: string,
  seeded: Record<string, string>,
): Promise<KnownStrings> {
  const known = new Map<string, Set<string>>();
  collect(
    {
      testVersion: BIG_FIVE_TEST_VERSION,
      itemId: BIG_FIVE_ITEM_KEY.map((item) => item.id),
      ...seeded,
    },
    '',
    known,
  );
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!operations['get'] || path.includes('{')) continue;
    const response = await app.inject({ url: path, headers: { authorization } });
    if (response.headers['content-type']?.toString().includes('json'))
      collect(response.json(), '', known);
  }
  // In the order the API showed them, so that a replayed seed picks the same kind of string.
  const byName = new Map([...known].map(([name, strings]) => [name, [...strings]]));
  return { all: byName.get('') ?? [], byName };
}

/** A new account in the Auth emulator, seeded, with the strings the API now shows it. */
export async function fuzzPerson(
  app: FastifyInstance,
  document: OpenApiDocument,
): Promise<FuzzPerson> {
  const { auth, refreshToken } = await signUp('fuzz');
  const seeded = await seed(app, auth.authorization);
  return {
    authorization: auth.authorization,
    refreshToken,
    signedInAt: Date.now(),
    known: await knownStrings(app, document, auth.authorization, seeded),
  };
}

/** Sign-ups tried, a second apart, before a deleted person's successor is given up on. */
const SIGN_UP_ATTEMPTS = 15;

/**
 * A new account after one was deleted, keeping the strings known so far (a deleted account's ids
 * are still valid-shaped); its profile is made first, as on anyone's first visit. A long run makes
 * thousands of these against the emulator, which other test runs on the machine may restart
 * (about 8 s): a sign-up that fails, or whose first call fails, is tried again, and the failures
 * are named if none works.
 */
export async function nextPerson(app: FastifyInstance, previous: FuzzPerson): Promise<FuzzPerson> {
  const failures: string[] = [];
  while (failures.length < SIGN_UP_ATTEMPTS) {
    try {
      const { auth, refreshToken } = await signUp('fuzz');
      const first = await app.inject({ ...apiCall(API_OPERATIONS.getMe), headers: auth });
      if (first.statusCode === 200) {
        if (failures.length)
          console.log(`A new account took ${failures.length + 1} tries: ${failures.join('; ')}`);
        return {
          ...previous,
          authorization: auth.authorization,
          refreshToken,
          signedInAt: Date.now(),
        };
      }
      failures.push(`GET /api/me answered ${first.statusCode} ${first.body}`);
    } catch (error) {
      failures.push(`sign-up failed: ${String(error)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`No new account after ${SIGN_UP_ATTEMPTS} tries: ${failures.join('; ')}`);
}

/** A sign-in token lasts an hour: a long run takes a new one for the same person well before. */
const TOKEN_MAX_AGE_MS = 45 * 60_000;

export async function withFreshToken(person: FuzzPerson): Promise<FuzzPerson> {
  if (Date.now() - person.signedInAt < TOKEN_MAX_AGE_MS) return person;
  const response = await fetch(
    `http://${inject('authEmulatorHost')}/securetoken.googleapis.com/v1/token?key=fake-api-key`,
    {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: person.refreshToken,
      }),
    },
  );
  const { id_token } = (await response.json()) as { id_token: string };
  return { ...person, authorization: `Bearer ${id_token}`, signedInAt: Date.now() };
}

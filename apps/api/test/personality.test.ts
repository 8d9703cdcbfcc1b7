import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import { databaseTargets, signUp, useApi } from './helpers';

const itemIds = BIG_FIVE_ITEM_KEY.map((item) => item.id);
const answersFor = (ids: string[], score = 3) => ids.map((itemId) => ({ itemId, score }));

describe.each(databaseTargets())('the personality test on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;

  const upload = (
    auth: Record<string, string>,
    answers: unknown,
    testVersion = BIG_FIVE_TEST_VERSION,
  ) =>
    app().inject({
      method: 'PUT',
      url: '/api/me/personality/answers',
      headers: auth,
      payload: { testVersion, answers },
    });
  const saved = async (auth: Record<string, string>) =>
    (await app().inject({ url: '/api/me/personality/answers', headers: auth })).json();
  const report = (auth: Record<string, string>, payload: object = {}) =>
    app().inject({ method: 'POST', url: '/api/me/personality/report', headers: auth, payload });

  it('keeps every answer once when an interrupted upload is sent again', async () => {
    const person = await signUp();
    expect((await upload(person.auth, answersFor(itemIds.slice(0, 60)))).statusCode).toBe(200);
    // The connection dropped before the client saw the answer: it resends, plus the next batch.
    const resent = await upload(person.auth, answersFor(itemIds.slice(0, 120)));
    expect(resent.statusCode).toBe(200);
    expect(resent.json().answers).toHaveLength(120);
    const changed = await upload(person.auth, [{ itemId: itemIds[0], score: 5 }]);
    expect(
      changed.json().answers.find((a: { itemId: string }) => a.itemId === itemIds[0]).score,
    ).toBe(5);
    expect((await saved(person.auth)).answers).toHaveLength(120);
  });

  it('refuses bad answers clearly and keeps what was saved', async () => {
    const person = await signUp();
    await upload(person.auth, answersFor(itemIds.slice(0, 10)));
    const wrongVersion = await upload(person.auth, answersFor(itemIds.slice(10, 20)), 'other@1');
    expect(wrongVersion.statusCode).toBe(409);
    expect(wrongVersion.json().code).toBe('test_version_mismatch');
    const unknown = await upload(person.auth, [
      ...answersFor(itemIds.slice(10, 12)),
      { itemId: 'nope', score: 3 },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([
      { path: 'body.answers.2.itemId', message: 'This item is not in the test.' },
    ]);
    const twice = await upload(person.auth, answersFor([itemIds[11]!, itemIds[11]!]));
    expect(twice.statusCode).toBe(422);
    const outOfRange = await upload(person.auth, [{ itemId: itemIds[12], score: 6 }]);
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().errors[0].path).toBe('body.answers.0.score');
    expect((await saved(person.auth)).answers).toHaveLength(10);
  });

  it('scores on the server only once every item is answered', async () => {
    const person = await signUp();
    await upload(person.auth, answersFor(itemIds.slice(0, 119)));
    const early = await report(person.auth);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'incomplete_answers' });
    expect(early.json().detail).toContain('119 of 120');
    await upload(person.auth, answersFor(itemIds.slice(119)));
    const made = await report(person.auth, { sex: 'female', ageBand: '21-40' });
    expect(made.statusCode).toBe(201);
    const body = made.json();
    // Every answer "neutral" (3): 24 items × 3 = 72 per domain, 4 × 3 = 12 per facet, whatever the keying.
    expect(body.domains.map((d: { domain: string }) => d.domain)).toEqual([
      'N',
      'E',
      'O',
      'A',
      'C',
    ]);
    for (const domain of body.domains) {
      // Levels are the percentiles' bands (report-levels.test.ts), not the raw answers' side of 3.
      expect(domain).toMatchObject({ score: 72 });
      expect(domain.facets).toHaveLength(6);
      for (const facet of domain.facets) expect(facet).toMatchObject({ score: 12 });
      expect(domain.percentile).toBeGreaterThan(0);
      expect(domain.percentile).toBeLessThan(100);
    }
    expect(body.normGroup).toMatchObject({ sex: 'female', ageBand: '21-40', approximate: false });
    expect(body.normsNote).toMatch(/online/);
    const read = await app().inject({ url: '/api/me/personality/report', headers: person.auth });
    const { coinsAwarded, removedReport, ...stored } = body;
    expect(coinsAwarded).toHaveLength(1);
    expect(removedReport).toBeNull();
    expect(read.json()).toEqual(stored);
  });

  it('labels the norm group an approximation without sex and age', async () => {
    const person = await signUp();
    await upload(person.auth, answersFor(itemIds, 4));
    const made = (await report(person.auth)).json();
    expect(made.normGroup).toMatchObject({ sex: 'both', approximate: true });
  });

  it('compares someone at school with under-21s when the test was not told their age', async () => {
    const student = await signUp();
    const onboarded = await app().inject({
      method: 'PUT',
      url: '/api/me/onboarding',
      headers: student.auth,
      payload: { lifeStage: 'school' },
    });
    expect(onboarded.statusCode).toBe(200);
    await upload(student.auth, answersFor(itemIds, 4));
    const made = (await report(student.auth)).json();
    expect(made.normGroup).toMatchObject({ ageBand: 'under-21', sex: 'both' });
    // An age the person gives on the test still decides; a working adult's age isn't guessed.
    const adult = await signUp();
    await app().inject({
      method: 'PUT',
      url: '/api/me/onboarding',
      headers: adult.auth,
      payload: { lifeStage: 'working' },
    });
    await upload(adult.auth, answersFor(itemIds, 4));
    const adults = (await report(adult.auth)).json();
    expect(adults.normGroup).toMatchObject({ ageBand: '21-40', approximate: true });
    await upload(student.auth, answersFor(itemIds, 4));
    const told = (await report(student.auth, { ageBand: '41-60' })).json();
    expect(told.normGroup).toMatchObject({ ageBand: '41-60' });
  });

  it('makes one report and awards the test coins once, however many tabs ask at once', async () => {
    const person = await signUp();
    await upload(person.auth, answersFor(itemIds));
    const made = await Promise.all([report(person.auth), report(person.auth), report(person.auth)]);
    expect(made.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const again = made.find((response) => response.statusCode === 409)!;
    expect(again.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(again.json().code).toBe('answers_already_scored');
    const history = await app().inject({
      url: '/api/me/personality/reports',
      headers: person.auth,
    });
    expect(history.json().items).toHaveLength(1);
    const awarded = made.flatMap((response) => response.json().coinsAwarded ?? []);
    expect(awarded).toEqual([
      expect.objectContaining({ achievement: 'personality-test-completed', amount: 50 }),
    ]);
    const coins = (await app().inject({ url: '/api/me/coins', headers: person.auth })).json();
    expect(
      coins.ledger.filter(
        (award: { achievement: string }) => award.achievement === 'personality-test-completed',
      ),
    ).toHaveLength(1);
  });

  it('starts a retake from no answers and keeps the earlier report', async () => {
    const person = await signUp();
    await upload(person.auth, answersFor(itemIds));
    await report(person.auth);
    const cleared = await app().inject({
      method: 'DELETE',
      url: '/api/me/personality/answers',
      headers: person.auth,
    });
    expect(cleared.statusCode).toBe(204);
    expect((await saved(person.auth)).answers).toEqual([]);
    const kept = await app().inject({ url: '/api/me/personality/report', headers: person.auth });
    expect(kept.statusCode).toBe(200);
    await upload(person.auth, answersFor(itemIds, 5));
    const second = (await report(person.auth)).json();
    const history = await app().inject({
      url: '/api/me/personality/reports',
      headers: person.auth,
    });
    expect(history.json().items.map((item: { id: string }) => item.id)).toEqual([
      second.id,
      kept.json().id,
    ]);
    const earlier = await app().inject({
      url: `/api/me/personality/reports/${kept.json().id}`,
      headers: person.auth,
    });
    expect(earlier.json()).toEqual(kept.json());
    const stranger = await signUp('stranger');
    const hidden = await app().inject({
      url: `/api/me/personality/reports/${kept.json().id}`,
      headers: stranger.auth,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it("says when there is no report, and never shows another person's", async () => {
    const [owner, other] = await Promise.all([signUp('owner'), signUp('other')]);
    await upload(owner.auth, answersFor(itemIds));
    await report(owner.auth);
    // Nothing yet is not an error: 200 with null, never the owner's report.
    const none = await app().inject({ url: '/api/me/personality/report', headers: other.auth });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    expect((await saved(other.auth)).answers).toEqual([]);
  });

  it('shares one report by a revocable link, off by default, that a newer report never takes over', async () => {
    const [owner, viewer] = await Promise.all([signUp('owner'), signUp('viewer')]);
    await app().inject({
      method: 'PATCH',
      url: '/api/me',
      headers: owner.auth,
      payload: { displayName: 'Sam' },
    });
    await upload(owner.auth, answersFor(itemIds));
    const made = (await report(owner.auth)).json();
    expect(made.shareId).toBeNull();
    const shareUrl = (id: string) => `/api/me/personality/reports/${id}/share`;
    const share = (id: string) =>
      app().inject({ method: 'PUT', url: shareUrl(id), headers: owner.auth });
    const { shareId } = (await share(made.id)).json();
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect((await share(made.id)).json().shareId).toBe(shareId);
    const seeShared = (id: string) =>
      app().inject({ url: `/api/shared-reports/${id}`, headers: viewer.auth });
    const seen = await seeShared(shareId);
    expect(seen.statusCode).toBe(200);
    // Nothing shared at a link reads as null: no error, and stopped, deleted and unknown alike.
    const isGone = async (id: string) => {
      const response = await seeShared(id);
      return response.statusCode === 200 && response.json() === null;
    };
    // Sharing a report is not sharing who they are: no name until the profile is shared too.
    expect(seen.json()).toMatchObject({ ownerName: null, domains: made.domains });
    // Before signing in, the link says only who shared (by the same rule) and when, never cached.
    const preview = (id: string) => app().inject({ url: `/api/shared-report-previews/${id}` });
    const before = await preview(shareId);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toEqual({ ownerName: null, createdAt: made.createdAt });
    expect(seen.json()).not.toHaveProperty('shareId');
    expect(seen.json()).not.toHaveProperty('hasAnswers');
    await app().inject({
      method: 'PATCH',
      url: '/api/me',
      headers: owner.auth,
      payload: { shareProfile: true },
    });
    expect((await seeShared(shareId)).json().ownerName).toBe('Sam');
    expect((await preview(shareId)).json()).toEqual({
      ownerName: 'Sam',
      createdAt: made.createdAt,
    });
    expect((await preview('short')).statusCode).toBe(400);
    const anonymous = await app().inject({ url: `/api/shared-reports/${shareId}` });
    expect(anonymous.statusCode).toBe(401);

    // A retake starts unshared; the link still shows the report it was made for.
    await upload(owner.auth, answersFor(itemIds, 4));
    const retaken = (await report(owner.auth, { sex: 'male' })).json();
    expect(retaken.shareId).toBeNull();
    expect((await seeShared(shareId)).json().id).toBe(made.id);
    // Someone else can neither share nor stop sharing another person's report.
    const intruder = await app().inject({
      method: 'PUT',
      url: shareUrl(made.id),
      headers: viewer.auth,
    });
    expect(intruder.statusCode).toBe(404);
    const stopped = await app().inject({
      method: 'DELETE',
      url: shareUrl(made.id),
      headers: owner.auth,
    });
    expect(stopped.statusCode).toBe(204);
    expect(await isGone(shareId)).toBe(true);
    expect(await isGone('AAAAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
    expect((await preview(shareId)).json()).toBeNull();

    // Deleting a shared report ends its link; deleting the account ends every link.
    const second = (await share(retaken.id)).json().shareId;
    expect(await isGone(second)).toBe(false);
    const deleted = await app().inject({
      method: 'DELETE',
      url: `/api/me/personality/reports/${retaken.id}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await isGone(second)).toBe(true);
    const third = (await share(made.id)).json().shareId;
    expect(await isGone(third)).toBe(false);
    await app().inject({ method: 'DELETE', url: '/api/me', headers: owner.auth });
    expect(await isGone(third)).toBe(true);
  });

  it('keeps the 120 answers with each report, for the person alone to read back', async () => {
    const [person, other] = await Promise.all([signUp(), signUp()]);
    const first = answersFor(itemIds, 2);
    await upload(person.auth, first);
    const made = (await report(person.auth)).json();
    expect(made.hasAnswers).toBe(true);
    // The working set is cleared once scored, so a retake starts fresh.
    expect((await saved(person.auth)).answers).toEqual([]);
    await upload(person.auth, answersFor(itemIds, 4));
    const retaken = (await report(person.auth)).json();
    const readBack = (auth: Record<string, string>, id: string) =>
      app().inject({ url: `/api/me/personality/reports/${id}/answers`, headers: auth });
    const kept = await readBack(person.auth, made.id);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({
      reportId: made.id,
      testVersion: BIG_FIVE_TEST_VERSION,
      answers: [...first].sort((a, b) => a.itemId.localeCompare(b.itemId)),
    });
    expect((await readBack(person.auth, retaken.id)).json().answers).toEqual(
      expect.arrayContaining([{ itemId: itemIds[0], score: 4 }]),
    );
    expect((await readBack(other.auth, made.id)).statusCode).toBe(404);
    const exported = (await app().inject({ url: '/api/me/export', headers: person.auth })).json();
    expect(
      exported.personality.reports.map((r: { answers: unknown[] }) => r.answers.length),
    ).toEqual([120, 120]);
    const notAnId = await app().inject({
      url: '/api/me/personality/reports/not-a-uuid/answers',
      headers: person.auth,
    });
    expect(notAnId.statusCode).toBe(400);
  });

  it('checks how the answers were given and keeps the flags with the report', async () => {
    const held = await signUp();
    await upload(held.auth, answersFor(itemIds, 3));
    const sameAnswer = (await report(held.auth)).json();
    expect(sameAnswer.quality.flags).toContainEqual({ kind: 'long-run', length: 120 });

    // A varied set with the opposite-keyed items agreeing, answered at a reading pace.
    const considered = await signUp();
    const varied = BIG_FIVE_ITEM_KEY.map((item, i) => {
      const lean = [4, 2, 5, 4, 3][i % 5] as number;
      return { itemId: item.id, score: item.keyed === 'plus' ? lean : 6 - lean };
    });
    // Break the five-item rhythm the inventory's order would otherwise give.
    for (const i of [3, 17, 29, 44, 58, 61, 76, 88, 93, 107, 111]) {
      const answer = varied[i] as { score: number };
      answer.score = answer.score === 3 ? 4 : 3;
    }
    await upload(considered.auth, varied);
    const calm = await report(considered.auth, { pace: { timed: 120, quick: 4 } });
    expect(calm.statusCode).toBe(201);
    expect(calm.json().quality).toEqual({ flags: [] });

    await upload(considered.auth, varied);
    const rushed = await report(considered.auth, { pace: { timed: 120, quick: 100 } });
    expect(rushed.json().quality.flags).toEqual([{ kind: 'too-fast', quick: 100, timed: 120 }]);
    const reread = await app().inject({
      url: '/api/me/personality/report',
      headers: considered.auth,
    });
    expect(reread.json().quality).toEqual(rushed.json().quality);
  });

  it('refuses a pace that cannot be, and makes no report', async () => {
    const person = await signUp();
    await upload(person.auth, answersFor(itemIds, 3));
    for (const pace of [
      { timed: 10, quick: 11 },
      { timed: 121, quick: 0 },
      { timed: -1, quick: 0 },
      'fast',
    ]) {
      const refused = await report(person.auth, { pace });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/problem\+json/);
    }
    const none = await app().inject({ url: '/api/me/personality/reports', headers: person.auth });
    expect(none.json().items).toEqual([]);
  });
});

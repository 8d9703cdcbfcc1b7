import { activitiesReason, interestFitReason, workValuesReason } from './reasons';

// The web app words each reason from its fields (@pathwise/career-words): they carry all it says.
describe('reason fields', () => {
  it('say whether the interest pattern is an estimate from personality', () => {
    const job = {
      interests: { R: 1, I: 6, A: 4, S: 2, E: 3, C: 2 },
      highPoints: ['I', 'A'] as const,
    };
    const scores = { R: 10, I: 90, A: 70, S: 20, E: 30, C: 15 };
    expect(
      interestFitReason({ scores, source: 'personality-estimate' }, job, 'good'),
    ).toMatchObject({ estimated: true, direction: 'shared', shared: ['I', 'A'] });
    expect(interestFitReason({ scores, source: 'interest-inventory' }, job, 'good')).toMatchObject({
      estimated: false,
    });
  });

  it('give the work values rated, their extents, the points and the hold', () => {
    const reason = workValuesReason(
      ['support', 'achievement', 'independence'],
      { achievement: 6.2, independence: 2.1, recognition: 5 },
      { points: -1.4, held: true },
    );
    expect(reason).toMatchObject({
      stance: 'mixed',
      offered: ['achievement'],
      lacking: ['independence'],
      rated: ['achievement', 'independence'],
      extents: { achievement: 6.2, independence: 2.1 },
      points: -1.4,
      held: true,
    });
  });

  it('give the cards in each pile, and the points', () => {
    const reason = activitiesReason(
      [
        { text: 'Fix a bike.', rating: 'unsure' },
        { text: 'Build a shed.', rating: 'like' },
      ],
      2.5,
    );
    expect(reason).toMatchObject({
      liked: ['Build a shed.'],
      disliked: [],
      unsure: ['Fix a bike.'],
      points: 2.5,
    });
  });
});

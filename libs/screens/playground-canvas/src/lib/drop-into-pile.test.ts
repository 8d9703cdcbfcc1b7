import { intoPileKeyframes } from './drop-into-pile';

describe('a dropped card flies into its pile', () => {
  it('moves the card’s centre onto the pile’s and shrinks it to fit inside', () => {
    const card = { left: 20, top: 500, width: 352, height: 200 };
    const pile = { left: 260, top: 700, width: 110, height: 80 };
    const [first, last] = intoPileKeyframes(card, { x: 4, y: 300, scaleX: 1, scaleY: 1 }, pile);
    expect(first).toEqual({
      transform: 'translate3d(4px, 300px, 0) scaleX(1) scaleY(1)',
      opacity: 1,
    });
    // Centres: card (196, 600), pile (315, 740); 80% of the pile's width over the card's is the tighter fit.
    expect(last).toEqual({
      transform: 'translate3d(123px, 440px, 0) scaleX(0.25) scaleY(0.25)',
      opacity: 0,
    });
  });

  it('never grows a card dropped onto a pile larger than itself', () => {
    const [, last] = intoPileKeyframes(
      { left: 0, top: 0, width: 100, height: 60 },
      { x: 0, y: 0, scaleX: 1, scaleY: 1 },
      { left: 0, top: 0, width: 400, height: 300 },
    );
    expect(last!.transform).toBe('translate3d(150px, 120px, 0) scaleX(1) scaleY(1)');
  });
});

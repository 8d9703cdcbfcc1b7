import { keyAction, moveAnnouncement, pileName, undoAnnouncement } from './zones';

describe('sorting keys', () => {
  it.each([
    ['1', 'like'],
    ['l', 'like'],
    ['L', 'like'],
    ['2', 'unsure'],
    ['n', 'unsure'],
    ['3', 'dislike'],
    ['x', 'dislike'],
    ['z', 'undo'],
    ['Z', 'undo'],
  ])('%s means %s', (key, action) => {
    expect(keyAction(key)).toBe(action);
  });

  it.each(['4', 'Enter', ' ', 'ArrowDown', 'y'])('%s does nothing', (key) => {
    expect(keyAction(key)).toBeNull();
  });
});

describe('what is read out', () => {
  it('names the card, its pile and the progress', () => {
    expect(moveAnnouncement('Build kitchen cabinets', 'dislike', 3, 48)).toBe(
      '“Build kitchen cabinets” put in Not for me. 3 of 48 sorted.',
    );
    expect(pileName('unsure')).toBe('Not sure');
  });

  it('says an undone card is back to sort', () => {
    expect(undoAnnouncement('Write books or plays')).toBe(
      'Undone: “Write books or plays” is back on top, ready to sort again.',
    );
  });
});

import { addTiming } from './pace';

describe('the pace of first answers', () => {
  it('counts every timed answer and those under a second', () => {
    let pace = addTiming(undefined, 4200);
    pace = addTiming(pace, 350);
    pace = addTiming(pace, 999);
    pace = addTiming(pace, 1000);
    expect(pace).toEqual({ timed: 4, quick: 2 });
  });
});

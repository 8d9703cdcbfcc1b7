import { readVoiceCommand } from './voice-commands';

describe('readVoiceCommand', () => {
  it.each([
    ['yes', 'like'],
    ['Yeah I would', 'like'],
    ['love it', 'like'],
    ['maybe', 'unsure'],
    ["I'm not sure", 'unsure'],
    ['I don’t know', 'unsure'],
    ['no', 'dislike'],
    ['Nope', 'dislike'],
    ['not for me', 'dislike'],
    ['definitely not', 'dislike'],
    ['absolutely not', 'dislike'],
    ['I would not', 'dislike'],
    ['I wouldn’t', 'dislike'],
  ])('hears "%s" as %s', (heard, rating) => {
    expect(readVoiceCommand([heard])).toEqual({ kind: 'answer', rating });
  });

  it('hears the spoken controls', () => {
    expect(readVoiceCommand(['say that again'])).toEqual({ kind: 'repeat' });
    expect(readVoiceCommand(['skip this one'])).toEqual({ kind: 'skip' });
    expect(readVoiceCommand(['pause'])).toEqual({ kind: 'pause' });
  });

  it('tries each of the recogniser’s guesses in order', () => {
    expect(readVoiceCommand(['banana', 'yes'])).toEqual({ kind: 'answer', rating: 'like' });
  });

  it('returns null for anything else, without matching inside words', () => {
    expect(readVoiceCommand(['banana'])).toBeNull();
    expect(readVoiceCommand(['nobody knows', 'yesterday'])).toBeNull();
    expect(readVoiceCommand([])).toBeNull();
  });
});

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

describe('readVoiceCommand in Spanish', () => {
  it.each([
    ['Sí', 'like'],
    ['sí, me encanta', 'like'],
    ['claro', 'like'],
    ['quizás', 'unsure'],
    ['tal vez', 'unsure'],
    ['no sé', 'unsure'],
    ['no estoy segura', 'unsure'],
    ['no', 'dislike'],
    ['no es para mí', 'dislike'],
    ['para nada', 'dislike'],
    ['no me gustaría', 'dislike'],
  ])('hears "%s" as %s', (heard, rating) => {
    expect(readVoiceCommand([heard], 'es')).toEqual({ kind: 'answer', rating });
  });

  it('hears the spoken controls', () => {
    expect(readVoiceCommand(['repítelo'], 'es')).toEqual({ kind: 'repeat' });
    expect(readVoiceCommand(['siguiente'], 'es')).toEqual({ kind: 'skip' });
    expect(readVoiceCommand(['pausa'], 'es')).toEqual({ kind: 'pause' });
  });

  it('returns null for anything else, without matching inside words', () => {
    expect(readVoiceCommand(['sillón', 'nosotros'], 'es')).toBeNull();
  });
});

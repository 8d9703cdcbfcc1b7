import type { InterestDeck, InterestRating } from '@pathwise/contract';
import type { InterestSort } from '@pathwise/progress';
import { pageLanguage, useSpeaker, useSpeechAdapter } from '@pathwise/speech';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { nextCard } from './card-queue';
import { type VoiceCommand, readVoiceCommand } from './voice-commands';
import {
  cardScript,
  doneScript,
  introScript,
  notHeardNote,
  notHeardScript,
} from './walkthrough-script';

/** What the page is doing right now, shown beside the caption. */
export type Activity = 'ready' | 'speaking' | 'listening' | 'waiting' | 'paused';
/** Voice answers: not chosen, chosen, turned down by the browser's permission, or broken. */
export type VoiceAnswers = 'off' | 'on' | 'denied' | 'failed';

export type Walkthrough = ReturnType<typeof useWalkthrough>;

/**
 * The audio walk through the deck: reads each card (after a short introduction), listens for an
 * answer when voice answers are on, and moves on when an answer arrives from any source. Each
 * card's reading is one "turn"; anything that moves on (an answer, skip, repeat, pause) ends the
 * turn, so a late reply from the speech engine can't act on the wrong card.
 */
export function useWalkthrough(sort: InterestSort & { deck: InterestDeck }) {
  const speech = useSpeechAdapter();
  const { speak, stop: stopSpeaking, failed: speechFailed } = useSpeaker();
  const { deck, ratings, rate } = sort;
  const [started, setStarted] = useState(false);
  const [paused, setPaused] = useState(false);
  const [activity, setActivity] = useState<Activity>('ready');
  const [caption, setCaption] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [voiceAnswers, setVoiceAnswers] = useState<VoiceAnswers>('off');
  const [readAloud, setReadAloud] = useState(speech.canSpeak);
  const [cue, setCue] = useState(0);

  const card = nextCard(deck.cards, ratings, skipped);
  const total = deck.cards.length;
  const position = Math.min(sort.sorted + 1, total);

  // The walk's settings as the running turn sees them (a turn outlives the render that began it).
  const live = useRef({ readAloud, voiceAnswers, introDue: sort.sorted === 0 });
  useEffect(() => {
    live.current.readAloud = readAloud && speech.canSpeak;
    live.current.voiceAnswers = voiceAnswers;
  }, [readAloud, voiceAnswers, speech]);
  const turn = useRef(0);

  const answer = useCallback(
    (rating: InterestRating, method: 'tap' | 'keyboard' | 'voice') => {
      if (!card) return;
      live.current.introDue = false;
      setNote(null);
      rate(card.id, rating, method);
      setSkipped((ids) => ids.filter((id) => id !== card.id));
    },
    [card, rate],
  );

  const apply = useCallback(
    (command: VoiceCommand, method: 'tap' | 'keyboard' | 'voice') => {
      if (command.kind === 'answer') return answer(command.rating, method);
      if (command.kind === 'pause') return setPaused(true);
      if (command.kind === 'skip' && card) {
        live.current.introDue = false;
        setSkipped((ids) => [...ids.filter((id) => id !== card.id), card.id]);
      }
      setPaused(false);
      setCue((n) => n + 1);
    },
    [answer, card],
  );

  const listen = useCallback(
    async (mine: number): Promise<void> => {
      for (let attempt = 0; ; attempt++) {
        if (live.current.voiceAnswers !== 'on') return setActivity('waiting');
        setActivity('listening');
        const heard = await speech.listen(pageLanguage());
        if (mine !== turn.current) return;
        if (heard.kind === 'denied' || heard.kind === 'failed') {
          setVoiceAnswers(heard.kind);
          live.current.voiceAnswers = heard.kind;
          return setActivity('waiting');
        }
        const command = heard.kind === 'heard' ? readVoiceCommand(heard.alternatives) : null;
        if (command) return apply(command, 'voice');
        if (heard.kind !== 'heard' || attempt > 0) {
          setNote(notHeardNote());
          return setActivity('waiting');
        }
        // Something was said that wasn't an answer: ask once more, then wait for the buttons.
        const again = notHeardScript();
        setCaption(again);
        if (live.current.readAloud) {
          setActivity('speaking');
          await speak(again);
          if (mine !== turn.current) return;
        }
      }
    },
    [apply, speak, speech],
  );

  const present = useEffectEvent(async (mine: number) => {
    const text = card ? cardScript(card, position, total) : doneScript();
    const intro = card && live.current.introDue;
    const script = intro
      ? `${introScript(total, live.current.voiceAnswers === 'on')} ${text}`
      : text;
    setCaption(script);
    if (live.current.readAloud) {
      setActivity('speaking');
      await speak(script);
      if (mine !== turn.current) return;
      if (intro) live.current.introDue = false;
    }
    if (card) await listen(mine);
    else setActivity('waiting');
  });

  // A new turn whenever the card changes, or on play, repeat and skip.
  const cardId = card?.id;
  useEffect(() => {
    if (!started || paused) return;
    const turns = turn;
    void present(++turns.current);
    return () => {
      turns.current++;
      stopSpeaking();
      speech.stopListening();
    };
  }, [started, paused, cardId, cue, stopSpeaking, speech]);

  return {
    card,
    position,
    total,
    started,
    paused,
    activity: paused ? ('paused' as const) : started ? activity : ('ready' as const),
    caption,
    note,
    readAloud: readAloud && speech.canSpeak,
    voiceAnswers,
    canSpeak: speech.canSpeak,
    canListen: speech.canListen,
    speechFailed,
    skippedCount: skipped.length,
    start: () => {
      setStarted(true);
      setPaused(false);
    },
    togglePause: () => {
      setPaused((was) => !was);
    },
    repeat: () => apply({ kind: 'repeat' }, 'tap'),
    skip: () => apply({ kind: 'skip' }, 'tap'),
    answer,
    apply,
    setReadAloud: (on: boolean) => {
      setReadAloud(on);
      if (!on) stopSpeaking();
    },
    /** Turning voice answers on is what makes the browser ask for the microphone. */
    setVoiceAnswers: (on: boolean) => {
      setVoiceAnswers(on ? 'on' : 'off');
      setNote(null);
      live.current.voiceAnswers = on ? 'on' : 'off';
      if (!on) {
        // A new turn first, so the stopped listening isn't taken for silence.
        turn.current++;
        speech.stopListening();
        if (activity === 'listening') setActivity('waiting');
      } else if (started && !paused && card) {
        stopSpeaking();
        void listen(++turn.current);
      }
    },
    /** Listen again after silence or a reply that wasn't an answer. */
    listenAgain: () => {
      setNote(null);
      void listen(++turn.current);
    },
  };
}

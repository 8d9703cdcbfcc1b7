import { useLingui } from '@lingui/react/macro';
import type { CareerVerdict, Suggestion, Verdict } from '@pathwise/contract';
import { useVerdicts } from '@pathwise/progress';
import { useEffect, useRef, useState } from 'react';
import { suggestionCardId } from '../components/suggestion-card';

/**
 * How long the count waits, after a career is taken off or put back, for the list the server sends
 * next (a career moving up to fill the place): that list is part of the same change, not news.
 */
const REFILL_WAIT_MS = 3000;

/** A career taken off, where it was, and the list it was taken from. */
type TakenOff = { item: Suggestion; index: number; from: readonly Suggestion[] };

/**
 * A list with the person's "Would you consider this?" answers applied: "not for me" takes a career
 * off at once (the server's next list leaves it out too) with an undo that takes focus; undo puts
 * it back where it was, focused, even before the next list arrives.
 */
export function useVerdictList(
  items: readonly Suggestion[],
  headingId: string,
  /** Whether the next list is on its way. */
  updating: boolean,
) {
  const { t } = useLingui();
  const verdicts = useVerdicts();
  const [takenOff, setTakenOff] = useState<TakenOff | null>(null);
  const [restored, setRestored] = useState<TakenOff | null>(null);
  const [notice, setNotice] = useState('');
  const undoRef = useRef<HTMLButtonElement>(null);
  const focusCard = useRef<string | null>(null);
  // Taking a career off or putting one back is said by its notice, so the list's count stays quiet
  // (one announcement per change) until the list the server sends after it has arrived, or, if
  // none comes, for a moment. Set with the notice, so the count never speaks before it.
  const [countQuiet, setCountQuiet] = useState(false);
  const [said, setSaid] = useState(0);
  const refilling = useRef(false);
  const say = (words: string) => {
    setNotice(words);
    setSaid((count) => count + 1);
    setCountQuiet(true);
    refilling.current = false;
  };
  useEffect(() => {
    if (said === 0) return;
    const timer = setTimeout(() => {
      if (!refilling.current) setCountQuiet(false);
    }, REFILL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [said]);
  useEffect(() => {
    if (!countQuiet) return;
    if (updating) refilling.current = true;
    else if (refilling.current) setCountQuiet(false);
  }, [updating, countQuiet]);

  const kept = items.filter((item) => verdicts.verdictOf(item.career.code) !== 'no');
  // Put back where it was at once, and kept there while answers in flight may still say "no" for
  // a moment; once they agree, the list has it, or leaves it out for a reason of its own (a filter
  // changed since).
  const back =
    restored &&
    (restored.from === items || verdicts.verdictOf(restored.item.career.code) === 'no') &&
    !kept.some((item) => item.career.code === restored.item.career.code);
  const shown = back
    ? [...kept.slice(0, restored.index), restored.item, ...kept.slice(restored.index)]
    : kept;

  useEffect(() => {
    if (takenOff) undoRef.current?.focus();
  }, [takenOff]);
  useEffect(() => {
    const code = focusCard.current;
    if (!code) return;
    focusCard.current = null;
    const card = document.getElementById(suggestionCardId(code));
    // Not on this list (it ranks lower, or a filter leaves it out): the list's heading instead.
    (card?.querySelector<HTMLElement>('a') ?? document.getElementById(headingId))?.focus();
  });

  const answer = async (item: Suggestion, verdict: CareerVerdict | null) => {
    const { code, title } = item.career;
    if (verdict === 'no') {
      if (restored?.item.career.code === code) setRestored(null);
      const index = shown.findIndex((one) => one.career.code === code);
      setTakenOff({ item, index, from: items });
      say(t`${title} is off your list.`);
    }
    const kept = await verdicts.answer({ code, title }, verdict);
    if (!kept && verdict === 'no') {
      // Refused: the card is back (its error says why), and so is focus.
      setTakenOff(null);
      setNotice('');
      focusCard.current = code;
    }
  };
  const undo = async () => {
    if (!takenOff) return;
    const off = takenOff;
    const { code, title } = off.item.career;
    setRestored({ ...off, from: items });
    setTakenOff(null);
    say(t`${title} is back on your list.`);
    focusCard.current = code;
    if (await verdicts.answer({ code, title }, null)) return;
    // Refused: still off the list (its error says why), with the undo to try again.
    setRestored(null);
    setTakenOff(off);
    say(t`${title} is still off your list.`);
  };
  const putBack = (career: Verdict) => {
    void verdicts.answer({ code: career.code, title: career.title ?? career.code }, null);
    if (takenOff?.item.career.code === career.code) setRestored({ ...takenOff, from: items });
    setTakenOff(null);
    const title = career.title ?? career.code;
    say(t`${title} is back on your list.`);
    focusCard.current = career.code;
  };

  return {
    shown,
    verdictOf: verdicts.verdictOf,
    notFor: verdicts.notFor,
    error: verdicts.error,
    notice,
    countQuiet,
    canUndo: takenOff !== null,
    undoRef,
    answer,
    undo,
    putBack,
  };
}

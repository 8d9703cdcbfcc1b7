import { Trans, useLingui } from '@lingui/react/macro';
import type { InterestRating } from '@pathwise/contract';
import type { InterestSort } from '@pathwise/progress';
import { Button, ProgressBar } from '@pathwise/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { minimumProgress } from '../minimum';
import {
  UNDO_KEY,
  enoughAnnouncement,
  moveAnnouncement,
  nextAnnouncement,
  sortedText,
  undoAnnouncement,
} from '../zones';
import { CardAndPiles } from './card-and-piles';
import { FinishPanel } from './finish-panel';
import { KeyHelp, TouchHelp } from './key-help';
import { StartAgain } from './start-again';

export type SortBoardProps = {
  sort: InterestSort & { deck: NonNullable<InterestSort['deck']> };
  /** Where the cards and the result are kept, in words. */
  keptWhere: string;
  onFinished: () => void;
};

/**
 * The deck, the current card and the three piles. A card moves by dragging it onto a pile, by its
 * buttons, or by keys while it has focus; every move is read out and can be undone.
 */
export function SortBoard({ sort, keptWhere, onFinished }: SortBoardProps) {
  const { t } = useLingui();
  const { deck, ratings, sorted, total } = sort;
  const helpId = useId();
  const group = useRef<HTMLDivElement>(null);
  const setGroup = useCallback((node: HTMLDivElement | null) => {
    group.current = node;
  }, []);
  const refocus = useRef(false);
  const undoButton = useRef<HTMLButtonElement>(null);
  const undoPressed = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const nextPosition = sorted + 1;
  const [resumed, setResumed] = useState(() => sorted > 0 && sorted < total);

  // Deck order, skipping cards already sorted: an undone card comes back on top.
  const unsorted = useMemo(
    () => deck.cards.filter((card) => !Object.hasOwn(ratings, card.id)),
    [deck, ratings],
  );
  const card = unsorted[0] ?? null;
  const textOf = (cardId: string) => deck.cards.find((entry) => entry.id === cardId)?.text ?? '';

  // Cards are sorted in deck order, so the last one of a pile in that order is its newest.
  const { piles, latest } = useMemo(() => {
    const counts: Record<InterestRating, number> = { like: 0, unsure: 0, dislike: 0 };
    const newest: Record<InterestRating, string | null> = {
      like: null,
      unsure: null,
      dislike: null,
    };
    for (const entry of deck.cards) {
      const rating = Object.hasOwn(ratings, entry.id) ? ratings[entry.id] : undefined;
      if (!rating) continue;
      counts[rating] += 1;
      newest[rating] = entry.text;
    }
    return { piles: counts, latest: newest };
  }, [deck, ratings]);

  // The last card's buttons go once it is sorted: keep focus on the card area, not the page.
  useEffect(() => {
    if (refocus.current && !group.current?.contains(document.activeElement)) group.current?.focus();
    refocus.current = false;
  }, [card]);

  const place = (rating: InterestRating, method: 'drag' | 'tap' | 'keyboard') => {
    if (!card) return;
    refocus.current = group.current?.contains(document.activeElement) ?? false;
    sort.rate(card.id, rating, method);
    const after = minimumProgress(deck, { ...ratings, [card.id]: rating });
    const enough = !sort.canFinish && after.toGo === 0 && after.areasShort === 0;
    const next = unsorted[1];
    setAnnouncement(
      [
        moveAnnouncement(card.text, rating, sorted + 1, total),
        enough ? enoughAnnouncement() : '',
        next ? nextAnnouncement(next.text) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    setResumed(false);
  };

  const undo = () => {
    if (!sort.lastMove) return;
    const text = textOf(sort.lastMove.cardId);
    undoPressed.current = document.activeElement === undoButton.current;
    sort.undo();
    setAnnouncement(undoAnnouncement(text));
  };
  // With nothing left to take back the button is disabled, which would drop focus to the page:
  // focus goes to the card that came back on top instead.
  useEffect(() => {
    if (!sort.canUndo && undoPressed.current) group.current?.focus();
  }, [sort.canUndo]);
  // Only the commit that follows the press counts; a later change (starting again) is not an undo.
  useEffect(() => {
    undoPressed.current = false;
  });

  return (
    <div className="space-y-4">
      <ProgressBar
        label={t`Cards sorted`}
        value={sorted}
        max={total}
        valueText={sortedText(sorted, total)}
      />
      {resumed && (
        <p className="rounded-xl bg-accent p-3 text-accent-foreground">
          {t`Welcome back. Your cards were kept in this browser, so you carry on from card ${nextPosition}.`}
        </p>
      )}

      <CardAndPiles
        card={card}
        position={sorted + 1}
        total={total}
        behind={Math.max(0, unsorted.length - 1)}
        describedBy={helpId}
        groupRef={setGroup}
        piles={piles}
        latest={latest}
        onPlace={place}
        onUndo={undo}
      />

      <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
        <Button
          ref={undoButton}
          variant="secondary"
          onClick={undo}
          disabled={!sort.canUndo}
          aria-keyshortcuts={UNDO_KEY}
        >
          <Trans>Undo last move</Trans>
          <kbd
            aria-hidden="true"
            className="hidden font-sans text-xs text-muted-foreground keyboard:inline"
          >
            {UNDO_KEY}
          </kbd>
        </Button>
        <p role="status" className="min-h-5 text-sm text-muted-foreground sm:flex-1">
          {announcement}
        </p>
      </div>
      <KeyHelp id={helpId} />
      <TouchHelp />
      <p className="text-sm text-muted-foreground">{keptWhere}</p>

      <FinishPanel
        deck={deck}
        ratings={ratings}
        sorted={sorted}
        total={total}
        canFinish={sort.canFinish}
        finishing={sort.finishing}
        finishError={sort.finishError}
        onFinish={() => {
          void sort.finish().then((done) => {
            if (done) onFinished();
          });
        }}
      />
      <StartAgain
        sorted={sorted}
        onConfirm={() => {
          sort.restart();
          setAnnouncement(t`Cleared. All the cards are back in the deck.`);
          group.current?.focus();
        }}
      />
    </div>
  );
}

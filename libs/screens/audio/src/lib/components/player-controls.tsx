import { Button } from '@pathwise/ui';
import type { Walkthrough } from '../use-walkthrough';

/** Play/pause, repeat, skip and undo: the controls of a player, in one labelled toolbar. */
export function PlayerControls({
  walk,
  canUndo,
  onUndo,
}: {
  walk: Walkthrough;
  canUndo: boolean;
  onUndo: () => void;
}) {
  return (
    <div role="group" aria-label="Player controls" className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={walk.togglePause}>
        {walk.paused ? 'Play' : 'Pause'}
      </Button>
      <Button variant="secondary" onClick={walk.repeat} aria-keyshortcuts="R">
        Repeat
      </Button>
      <Button variant="secondary" onClick={walk.skip} disabled={!walk.card} aria-keyshortcuts="S">
        Skip
      </Button>
      <Button variant="ghost" onClick={onUndo} disabled={!canUndo}>
        Undo last answer
      </Button>
      {walk.voiceAnswers === 'on' && walk.card && (
        // Stays in place while listening (aria-disabled, not removed), so focus isn't lost.
        <Button
          variant="secondary"
          aria-disabled={walk.activity !== 'waiting'}
          onClick={() => walk.activity === 'waiting' && walk.listenAgain()}
        >
          Speak my answer
        </Button>
      )}
    </div>
  );
}

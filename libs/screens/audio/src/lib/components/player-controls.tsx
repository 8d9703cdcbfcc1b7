import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Player controls`} className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={walk.togglePause}>
        {walk.paused ? <Trans>Play</Trans> : <Trans>Pause</Trans>}
      </Button>
      <Button variant="secondary" onClick={walk.repeat} aria-keyshortcuts="R">
        <Trans>Repeat</Trans>
      </Button>
      <Button variant="secondary" onClick={walk.skip} disabled={!walk.card} aria-keyshortcuts="S">
        <Trans>Skip</Trans>
      </Button>
      <Button variant="ghost" onClick={onUndo} disabled={!canUndo}>
        <Trans>Undo last answer</Trans>
      </Button>
      {walk.voiceAnswers === 'on' && walk.card && (
        // Stays in place while listening (aria-disabled, not removed), so focus isn't lost.
        <Button
          variant="secondary"
          aria-disabled={walk.activity !== 'waiting'}
          onClick={() => walk.activity === 'waiting' && walk.listenAgain()}
        >
          <Trans>Speak my answer</Trans>
        </Button>
      )}
    </div>
  );
}

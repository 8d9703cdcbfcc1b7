import type { Activity } from '../use-walkthrough';

const WORDS: Record<Activity, string> = {
  ready: 'Ready',
  speaking: 'Reading aloud',
  listening: 'Listening for your answer',
  waiting: 'Waiting for your answer',
  paused: 'Paused',
};

/** A word (and, with motion allowed, a gentle pulse) for what the page is doing. */
export function ActivityStatus({ activity }: { activity: Activity }) {
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
      <span
        aria-hidden="true"
        className={
          activity === 'listening'
            ? 'size-3 rounded-full bg-danger motion-safe:animate-pulse'
            : activity === 'speaking'
              ? 'size-3 rounded-full bg-primary motion-safe:animate-pulse'
              : 'size-3 rounded-full bg-border'
        }
      />
      {WORDS[activity]}
    </p>
  );
}

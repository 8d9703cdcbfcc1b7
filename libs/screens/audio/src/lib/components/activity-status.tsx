import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Activity } from '../use-walkthrough';

const WORDS: Record<Activity, MessageDescriptor> = {
  ready: msg`Ready`,
  speaking: msg`Reading aloud`,
  listening: msg`Listening for your answer`,
  waiting: msg`Waiting for your answer`,
  paused: msg`Paused`,
};

/** A word (and, with motion allowed, a gentle pulse) for what the page is doing. */
export function ActivityStatus({ activity }: { activity: Activity }) {
  const { i18n } = useLingui();
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
      {i18n._(WORDS[activity])}
    </p>
  );
}

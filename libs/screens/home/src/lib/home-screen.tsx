import { useLingui } from '@lingui/react/macro';
import { PageFrame } from '@pathwise/ui';
import { ContinueSlot } from './components/continue-slot';
import { GoodToKnow } from './components/good-to-know';
import { WaysIn } from './components/ways-in';
import { WhatYouGet } from './components/what-you-get';

/**
 * The front door: what Pathwise is, the two ways in, what the results look like and what to
 * expect. It is the app's fastest page, so the heading and text render at once with nothing heavy
 * behind them (the previews are plain SVG and markup, no chart library).
 */
export function HomeScreen() {
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`Find work that fits who you are`}
      intro={t`Pathwise helps you understand your personality and what you enjoy, then points you to careers that suit both. It is for anyone choosing a path: at school or college, starting out in work, or changing career later on.`}
    >
      <ContinueSlot />
      <WaysIn />
      <WhatYouGet />
      <GoodToKnow />
    </PageFrame>
  );
}

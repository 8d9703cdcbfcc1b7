import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function AudioScreen() {
  return (
    <ScreenIntro
      title="Listen and answer"
      purpose={
        'Discover your interests by listening and speaking instead of reading and dragging. Pathwise reads each activity aloud and you answer yes, maybe or no, by voice or with the buttons.'
      }
      next={[
        { to: paths.playgroundResult, label: 'Your interest profile' },
        { to: paths.playgroundCanvas, label: 'Sort the cards on screen instead' },
      ]}
    />
  );
}

import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function PlaygroundCanvasScreen() {
  return (
    <ScreenIntro
      title="Sort activity cards"
      purpose={
        'Everyday activities, one card at a time. Put each one in “Love it”, “Not sure” or “Not for me” by dragging, tapping or using the keyboard. Go with your first reaction.'
      }
      next={[
        { to: paths.playgroundResult, label: 'See your interest profile' },
        { to: paths.onboarding, label: 'Back to the questions about you' },
      ]}
    />
  );
}

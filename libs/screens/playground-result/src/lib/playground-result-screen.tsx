import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function PlaygroundResultScreen() {
  return (
    <ScreenIntro
      title="Your interest profile"
      purpose={
        "The six kinds of work in Holland's model (realistic, investigative, artistic, social, enterprising and conventional), how strongly each appeals to you, and how sure we can be from the cards you sorted."
      }
      next={[
        { to: paths.careerSuggestions, label: 'Careers that fit you' },
        { to: paths.playgroundCanvas, label: 'Sort the cards again' },
      ]}
    />
  );
}

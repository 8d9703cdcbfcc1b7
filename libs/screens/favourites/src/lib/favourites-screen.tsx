import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function FavouritesScreen() {
  return (
    <ScreenIntro
      title="Saved careers"
      purpose={
        'The careers you saved, how well each one matches you, and a side-by-side comparison of two or three of them.'
      }
      next={[
        { to: paths.explorer, label: 'Find more careers' },
        { to: paths.careerSuggestions, label: 'Careers that fit you' },
      ]}
    />
  );
}

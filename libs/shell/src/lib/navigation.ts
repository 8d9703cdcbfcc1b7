import { paths } from '@pathwise/routes';
import type { NavItem } from '@pathwise/ui';

export const mainNavigation: NavItem[] = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.personalityTest, label: 'Personality test' },
  { to: paths.playgroundHome, label: 'Career playground' },
  { to: paths.explorer, label: 'Explore careers' },
];

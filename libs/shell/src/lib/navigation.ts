import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@pathwise/routes';

/** The header's main links; their names are put into the reader's language by the layout. */
export const mainNavigation: { to: string; label: MessageDescriptor; end?: boolean }[] = [
  { to: paths.home, label: msg`Home`, end: true },
  { to: paths.personalityTest, label: msg`Personality test` },
  { to: paths.playgroundHome, label: msg`Career playground` },
  { to: paths.explorer, label: msg`Explore careers` },
];

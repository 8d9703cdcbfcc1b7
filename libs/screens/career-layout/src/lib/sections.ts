import { msg } from '@lingui/core/macro';
import { paths } from '@pathwise/routes';

/**
 * The section's pages, named in a word or two. Each name carries a context: "Start" and "Saved"
 * here are the names of pages, worded apart from the same English elsewhere (a "Start" button).
 */
export const SECTIONS = [
  {
    to: paths.v2,
    label: msg({ context: 'The career section’s start page', message: 'Start' }),
    end: true,
  },
  {
    to: paths.playgroundHome,
    label: msg({ context: 'The career playground’s steps', message: 'Steps' }),
  },
  { to: paths.explorer, label: msg`All careers` },
  { to: paths.favourites, label: msg({ context: 'Saved careers', message: 'Saved' }) },
];

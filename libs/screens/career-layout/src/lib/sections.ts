import { msg } from '@lingui/core/macro';
import { paths, savedInBrowserHref } from '@pathwise/routes';

/**
 * The section's pages, named in a word or two. Each name carries a context: "Start" and "Saved"
 * here are the names of pages, worded apart from the same English elsewhere (a "Start" button).
 * "Saved" leads a visitor to the careers kept in this browser (`visitorTo`), and a signed-in person
 * to their saved-careers page, which the spec keeps for signed-in people.
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
  {
    to: paths.favourites,
    visitorTo: savedInBrowserHref,
    label: msg({ context: 'Saved careers', message: 'Saved' }),
  },
] as const;

export type Section = (typeof SECTIONS)[number];

import { noteHeldReplaced } from './held-version';
import { keepReportLanguage } from './report-language';
import { writeBrowserFavourites } from '../favourites/browser-favourites';
import { resultStore, sortStore } from '../interests/stores';
import { setBrowserCopy } from '../onboarding/browser-copy';
import { draftStore } from '../personality/draft-store';
import { forgetMadeHere } from '../storage';
import { browserVerdicts } from '../verdicts/browser-verdicts';

/**
 * Removes everything of a person's this browser holds for Pathwise: the test in progress, the card
 * sort and its result, answers about you, saved careers, "would you consider it" answers, the
 * report's language and the record of when they were made. Each store is cleared through its own
 * writer, so every screen showing it updates at once. Device settings (theme, the page's language,
 * analytics consent, "this is my own device") stay.
 */
export function forgetThisBrowser(): void {
  draftStore.clear();
  sortStore.write(null);
  resultStore.write(null);
  setBrowserCopy(null);
  writeBrowserFavourites([]);
  browserVerdicts.write(null);
  keepReportLanguage(null);
  forgetMadeHere();
  noteHeldReplaced();
}

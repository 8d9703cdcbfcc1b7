export { CompareSection } from './lib/compare-section';
export { COMPARE_LIMIT, canPick, pickedStatus, togglePicked } from './lib/compare-selection';
export { SAVED_IN_BROWSER_ID, SavedInBrowser } from './lib/saved-in-browser';
export { loadMessages } from './messages';

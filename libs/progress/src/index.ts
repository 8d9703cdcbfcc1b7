export { STORAGE_KEYS, PROGRESS_KEYS, hasBrowserProgress } from './keys';
// The career playground's state: kept in this browser for everyone, and in the account too once
// someone signs in (moved there on sign-in, nothing lost and nothing counted twice).
export * from './lib/storage';
export * from './lib/onboarding';
export * from './lib/interests';
export * from './lib/favourites';
export * from './lib/verdicts';
export * from './lib/sync';
export * from './lib/personality';
export { loadMessages } from './messages';
// What this browser holds of a person's, and forgetting it (sign-out on a shared computer).
export * from './lib/this-browser';

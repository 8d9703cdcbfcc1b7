export {
  type Answers,
  ITEM_COUNT,
  ITEM_IDS,
  answerList,
  countAnswered,
  isComplete,
  isItemId,
} from './answers';
export {
  DRAFT_KEY,
  type Demographics,
  type Draft,
  type DraftProblem,
  type DraftRead,
  type DraftStorage,
  DraftStore,
  draftSchema,
  draftStore,
  newDraft,
  parseDraft,
} from './draft-store';
export { PERSONALITY_UPLOAD_LOCK, moveDraftToAccount } from './account-upload';
export { usePersonalitySync } from './use-personality-sync';

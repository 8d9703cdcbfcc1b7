export { browserStorage, writeStored, type StoredRead } from './local-store';
export {
  browserRecord,
  parseStored,
  type BrowserRecord,
  type BrowserRecordOptions,
} from './browser-record';
export { withUploadLock } from './upload-lock';
export {
  adoptHere,
  earlierKeys,
  keepSessionOpen,
  madeRecord,
  readingEverything,
  shownHere,
  forgetMadeHere,
  mayMoveTo,
  noteMadeHere,
  setMaker,
  subscribeMadeHere,
  thisSession,
  whenMade,
  type Made,
  type MadeRecord,
} from './made-here';
export { useMayMove } from './use-may-move';

export { browserStorage, readStored, writeStored, type StoredRead } from './local-store';
export { withUploadLock } from './upload-lock';
export {
  adoptHere,
  madeRecord,
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

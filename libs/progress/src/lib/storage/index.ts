export { browserStorage, readStored, writeStored, type StoredRead } from './local-store';
export { withUploadLock } from './upload-lock';

export { browserStorage, readStored, writeStored, type StoredRead } from './local-store';

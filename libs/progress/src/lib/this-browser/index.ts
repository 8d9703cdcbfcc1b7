export { forgetThisBrowser } from './forget';
export { useHeldVersion } from './use-held-version';
export { everythingHeld, heldHere, notKnownToBe, type HeldItem } from './held-here';
export { heldFromEarlier, keepEarlier } from './earlier-visit';
export { isOwnDevice, setOwnDevice } from './own-device';
export { keepReportLanguage, readReportLanguage } from './report-language';
export { assumeSharedComputer, isSharedComputer, markSharedComputer } from './shared-computer';

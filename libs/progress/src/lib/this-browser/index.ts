export { forgetThisBrowser } from './forget';
export { useForgetCount } from './use-forget-count';
export { heldHere, notKnownToBe, type HeldItem } from './held-here';
export { isOwnDevice, setOwnDevice } from './own-device';
export { keepReportLanguage, readReportLanguage } from './report-language';
export { assumeSharedComputer, isSharedComputer, markSharedComputer } from './shared-computer';

export { ForgetThisBrowser } from './lib/forget-this-browser';
export type { ForgetThisBrowserProps } from './lib/forget-props';
export { useForgottenNotice } from './lib/use-forgotten-notice';
export { loadMessages } from './messages';
export { SharedComputerChoice } from './lib/shared-computer-choice';

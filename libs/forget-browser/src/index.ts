export { ForgetThisBrowser, type ForgetThisBrowserProps } from './lib/forget-this-browser';
export { useForgottenNotice } from './lib/use-forgotten-notice';
export { loadMessages } from './messages';

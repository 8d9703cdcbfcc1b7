// For Storybook and story-based tests: no test runner is imported here.
export { withAppProviders, type AuthParameters } from './lib/app-providers-decorator';
export { clearBrowser, readBrowser, seedBrowser } from './lib/browser-state';
export { loadStoryLanguage } from './lib/story-language';
export { stubNavigator } from './lib/navigator-stub';

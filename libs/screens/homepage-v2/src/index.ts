export { HomepageV2Screen } from './lib/homepage-v2-screen';
export { loadMessages } from './messages';

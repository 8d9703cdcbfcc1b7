export { HomepageV2Screen } from './lib/homepage-v2-screen';

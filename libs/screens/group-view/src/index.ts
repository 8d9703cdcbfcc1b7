export { GroupViewScreen } from './lib/group-view-screen';
export { loadMessages } from './messages';

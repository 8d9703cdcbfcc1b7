export { GroupJoinScreen } from './lib/group-join-screen';
export { loadMessages } from './messages';

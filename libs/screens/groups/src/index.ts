export { GroupsScreen } from './lib/groups-screen';
export { loadMessages } from './messages';

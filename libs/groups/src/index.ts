// What the group screens say about shared items, worded and drawn once: the maker's view, a
// member's own preview and the list of one's groups all read these.
export { SharedMemberDetails } from './lib/shared-member-details';
export { StepWords } from './lib/step-words';
export { shareDetail, shareLabel, shareName, sharedItems } from './lib/share-words';
export { loadMessages } from './messages';
export { GroupNotFound } from './lib/group-not-found';
export { useGroupCode } from './lib/use-group-code';
export { isNotFound } from './lib/is-not-found';

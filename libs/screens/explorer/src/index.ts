export { ExplorerScreen } from './lib/explorer-screen';
export { loadMessages } from './messages';

export { ExplorerScreen } from './lib/explorer-screen';

export { FavouritesScreen } from './lib/favourites-screen';
export { loadMessages } from './messages';

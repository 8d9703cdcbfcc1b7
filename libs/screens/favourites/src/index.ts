export { FavouritesScreen } from './lib/favourites-screen';

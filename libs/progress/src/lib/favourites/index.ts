export type { SavedCareer } from './saved-careers';
export { useFavourites, type FavouritesView } from './use-favourites';
export { useFavouritesSync } from './use-favourites-sync';

// Career search, as the API ranks it: a separate entry so that MiniSearch stays out of the
// browser's routes; the API and the mock API both import it.

export {
  type SearchCareer,
  type SearchHit,
  type SearchName,
  searchEngine,
} from './lib/search/engine';

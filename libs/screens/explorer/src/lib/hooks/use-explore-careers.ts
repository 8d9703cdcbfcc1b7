import { useExploreCareersInfiniteQuery } from '@pathwise/api';
import type { ExplorerFilters } from '../explorer-params';

/** The careers matching the explorer's filters, page by page, from the catalogue's search. */
export const useExploreCareers = ({ q, area, zones, sort, minPay, growth }: ExplorerFilters) =>
  useExploreCareersInfiniteQuery({ q, area, jobZone: zones, sort, minPay, growth });

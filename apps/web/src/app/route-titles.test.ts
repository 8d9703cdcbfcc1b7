import { i18n } from '@pathwise/i18n';
import { ROUTE_TABLE } from '@pathwise/routes';
import { ROUTE_TITLES } from './route-titles';

describe('route titles', () => {
  it.each(ROUTE_TABLE.map((route) => [route.path, route.title] as const))(
    '%s is titled as the route table says, in English',
    (path, title) => {
      expect(i18n._(ROUTE_TITLES[path])).toBe(title);
    },
  );
});

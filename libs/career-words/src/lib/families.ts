import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@pathwise/i18n';

/**
 * What each career family (`CAREER_FAMILIES` in @pathwise/assessment) is called on a list, in the
 * plural, by its id: the API sends the id with its English name.
 */
const FAMILY_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'postsecondary-teachers': msg({
    message: 'Teachers, postsecondary',
    comment: 'A family of careers on a list: the many kinds of college teacher',
  }),
  engineers: msg({
    message: 'Engineers',
    comment: 'A family of careers on a list: the many kinds of engineer',
  }),
  'engineering-technicians': msg({
    message: 'Engineering technologists and technicians',
    comment: 'A family of careers on a list',
  }),
  drafters: msg({ message: 'Drafters', comment: 'A family of careers on a list' }),
  physicians: msg({ message: 'Physicians and surgeons', comment: 'A family of careers on a list' }),
  'special-education-teachers': msg({
    message: 'Special education teachers',
    comment: 'A family of careers on a list',
  }),
  'metal-plastic-machine-workers': msg({
    message: 'Machine setters and operators, metal and plastic',
    comment: 'A family of careers on a list',
  }),
  'energy-production-managers': msg({
    message: 'Energy production managers',
    comment:
      'A family of careers on a list: managers of geothermal, hydroelectric, wind and other plants',
  }),
};

/**
 * A career family's name in the reader's language, by its id; the API's own name for a family
 * this list doesn't know yet.
 */
export function familyName(family: { readonly id: string; readonly name: string }): string {
  const name = Object.hasOwn(FAMILY_NAMES, family.id) ? FAMILY_NAMES[family.id] : undefined;
  return name ? i18n._(name) : family.name;
}

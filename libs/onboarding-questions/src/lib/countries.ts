import { formatTag } from '@pathwise/i18n';

/** ISO 3166-1 alpha-2 codes of the world's countries and territories. */
const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

export const COUNTRY_CODES: readonly string[] = CODES.split(' ');

/** A country as a form offers it: its code as the value, its name as the label. */
export type CountryOption = { value: string; label: string };

/** The language tags that are well formed; a browser can report odd ones. */
function usableLocales(locales: readonly string[]): string[] {
  return locales.filter((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length > 0;
    } catch {
      return false;
    }
  });
}

/** The language names are read in: the one Pathwise is shown in now (see `formatTag`). */
const activeLanguage = (): string[] => [formatTag()];

/**
 * Every country with its name in the person's language (the one Pathwise is shown in unless
 * given), A to Z as that language sorts them.
 */
export function countryOptions(locales: readonly string[] = activeLanguage()): CountryOption[] {
  const usable = [...usableLocales(locales), 'en-GB'];
  const names = new Intl.DisplayNames(usable, { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(usable);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}

/**
 * One country's name in the person's language (the one Pathwise is shown in unless given; British
 * English when none given is usable), or its code when the browser has no name for it or it isn't
 * a well-formed code.
 */
export function countryName(code: string, locales: readonly string[] = activeLanguage()): string {
  try {
    const usable = [...usableLocales(locales), 'en-GB'];
    return new Intl.DisplayNames(usable, { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

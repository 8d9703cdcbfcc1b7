/**
 * What a career page tells search engines and link previews about itself: its title, a
 * description, its one address, the same page in the other languages, an Open Graph preview and
 * schema.org `Occupation` data. Rendered on the server with the page (career-page.tsx).
 */
import { t } from '@lingui/core/macro';
import { payText } from '@pathwise/career-words';
import type { CareerDetails } from '@pathwise/contract';
import { escapeHtml } from '@pathwise/contract/pages';
import { LOCALES, type Locale, pathInLocale } from '@pathwise/i18n';
import { careerDetailsHref, documentTitle } from '@pathwise/routes';

/** JSON inside a <script> element: nothing in the data can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Open Graph's names for the languages (language_TERRITORY): the figures are for the US. */
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

const DESCRIPTION_LENGTH = 200;

/** Cut at a word, with an ellipsis, when longer than `length`. */
function clip(text: string, length: number) {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > length / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The median the page leads with: yearly where BLS publishes it, else hourly. */
function medianPay(career: CareerDetails) {
  const annual = career.pay?.annual?.median;
  if (annual != null) return { dollars: annual, basis: 'annual' as const };
  const hourly = career.pay?.hourly?.median;
  return hourly != null ? { dollars: hourly, basis: 'hourly' as const } : null;
}

/** The career's address in a language, absolute. */
export const careerUrl = (origin: string, code: string, locale: Locale) =>
  `${origin}${pathInLocale(careerDetailsHref(code), locale)}`;

/** schema.org's Occupation for the career, in the page's language. */
export function occupationData(career: CareerDetails, url: string, description: string) {
  const pay = career.pay?.annual ?? career.pay?.hourly;
  const basis = career.pay?.annual ? 'P1Y' : 'PT1H';
  const education = career.outlook?.education ?? career.jobZoneInfo?.education ?? null;
  const figures = pay && {
    percentile10: pay.p10,
    percentile25: pay.p25,
    median: pay.median,
    percentile75: pay.p75,
    percentile90: pay.p90,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Occupation',
    name: career.title,
    description,
    url,
    occupationalCategory: {
      '@type': 'CategoryCode',
      codeValue: career.code,
      inCodeSet: { '@type': 'CategoryCodeSet', name: 'O*NET-SOC' },
    },
    occupationLocation: [{ '@type': 'Country', name: 'US' }],
    ...(career.alternateTitles.length
      ? { alternateName: career.alternateTitles.slice(0, 10) }
      : {}),
    ...(education ? { educationRequirements: education } : {}),
    ...(career.tasks.length
      ? { responsibilities: career.tasks.slice(0, 5).map((task) => task.task) }
      : {}),
    ...(career.skills.length ? { skills: career.skills.slice(0, 8).map((s) => s.name) } : {}),
    ...(figures && pay.median != null
      ? {
          estimatedSalary: [
            {
              '@type': 'MonetaryAmountDistribution',
              name: 'base',
              currency: 'USD',
              duration: basis,
              ...Object.fromEntries(Object.entries(figures).filter(([, value]) => value != null)),
            },
          ],
        }
      : {}),
  };
}

export type CareerHead = { title: string; description: string; tags: string };

/** The <head> of a career's page in a language, for the site at `origin`. */
export function careerHead(career: CareerDetails, locale: Locale, origin: string): CareerHead {
  const title = documentTitle(career.title);
  const pay = medianPay(career);
  const medianText = pay ? payText(pay.dollars, pay.basis) : '';
  const paySentence = pay ? t`Median pay ${medianText} (BLS).` : '';
  const description = clip(
    [paySentence, career.description].filter(Boolean).join(' '),
    DESCRIPTION_LENGTH,
  );
  const url = careerUrl(origin, career.code, locale);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...LOCALES.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${escapeHtml(careerUrl(origin, career.code, other))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(careerUrl(origin, career.code, 'en'))}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Pathwise'),
    meta('property', 'og:title', career.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    meta('name', 'twitter:card', 'summary'),
    `<script type="application/ld+json">${scriptJson(occupationData(career, url, description))}</script>`,
  ].join('');
  return { title, description, tags };
}

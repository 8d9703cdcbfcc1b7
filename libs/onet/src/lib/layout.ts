/**
 * O*NET's text releases come in file layouts. 30.0 dropped the `Title`, `Scale Name` and
 * `Related Title` columns that 29.x repeated on every row, and added Knowledge and the new Work
 * Styles; 30.3 renames and splits files, so it is a layout of its own that this library does not
 * read yet.
 */
export const ONET_LAYOUTS = ['29', '30'] as const;
export type OnetLayout = (typeof ONET_LAYOUTS)[number];

/** For a column that 29.x repeats on every row (a title, a scale name) and 30.0 dropped. */
export const LAYOUT_29_ONLY = { layouts: ['29'] } as const satisfies { layouts: OnetLayout[] };

/** A release as its `Read Me.txt` names it, with the layout its files use. */
export type OnetRelease = { version: string; layout: OnetLayout };

/** The releases each layout covers, as words for messages. */
export const LAYOUT_RELEASES: Record<OnetLayout, string> = { '29': '29.0–29.3', '30': '30.0–30.2' };

export class UnknownReleaseError extends Error {
  override name = 'UnknownReleaseError';
}

/**
 * The release named on the first line of `Read Me.txt` ("O*NET 30.1 Database"). Throws
 * {@link UnknownReleaseError} for a file that names no release, or a release whose layout this
 * library cannot read.
 */
export function releaseFromReadMe(text: string): OnetRelease {
  const match = /^\uFEFF?\s*O\*NET (\d{1,2})\.(\d{1,2}) Database\b/.exec(text);
  if (!match)
    throw new UnknownReleaseError(
      'Read Me.txt does not start with "O*NET <version> Database", so the release is unknown.',
    );
  const [major, minor] = [Number(match[1]), Number(match[2])];
  const version = `${major}.${minor}`;
  const layout: OnetLayout | null = major === 29 ? '29' : major === 30 && minor <= 2 ? '30' : null;
  if (!layout)
    throw new UnknownReleaseError(
      `O*NET ${version} uses a file layout this importer does not know; it reads releases ` +
        `${Object.values(LAYOUT_RELEASES).join(' and ')}.`,
    );
  return { version, layout };
}

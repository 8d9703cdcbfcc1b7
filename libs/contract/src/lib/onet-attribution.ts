/**
 * The credit O*NET's licence (CC BY 4.0) asks for wherever its content is shown. Pathwise reshapes
 * the data (rankings, summaries, selections), so the "modified" sentence stays.
 */
export const ONET_ATTRIBUTION = {
  /** The credit naming the release imported ("30.1"); without one while it is not known yet. */
  text: (release?: string | null) =>
    `This site incorporates information from the O*NET${release ? ` ${release}` : ''} Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. Pathwise has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these modifications.`,
  databaseUrl: 'https://www.onetcenter.org/database.html',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

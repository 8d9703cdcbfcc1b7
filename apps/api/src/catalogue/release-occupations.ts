import { RIASEC } from '@pathwise/contract';
import type { CatalogueRows } from './catalogue-rows';
import type { ReleaseRecords } from './release-files';

/** The six OI elements (1.B.1.a–f) in RIASEC order. */
const OI_ELEMENTS = ['1.B.1.a', '1.B.1.b', '1.B.1.c', '1.B.1.d', '1.B.1.e', '1.B.1.f'];
const IH_ELEMENTS = ['1.B.1.g', '1.B.1.h', '1.B.1.i'];

/** Each career's RIASEC profile (OI) and its high points (IH) as letters. */
function interestProfiles(interests: ReleaseRecords['interests']) {
  const profiles = new Map<string, number[]>();
  const highPoints = new Map<string, string[]>();
  for (const row of interests) {
    if (row.scaleId === 'OI') {
      const profile = profiles.get(row.onetSocCode) ?? Array<number>(6).fill(Number.NaN);
      profile[OI_ELEMENTS.indexOf(row.elementId)] = row.dataValue;
      profiles.set(row.onetSocCode, profile);
    } else if (row.dataValue > 0) {
      const points = highPoints.get(row.onetSocCode) ?? [];
      points[IH_ELEMENTS.indexOf(row.elementId)] = RIASEC[row.dataValue - 1]!;
      highPoints.set(row.onetSocCode, points);
    }
  }
  return { profiles, highPoints };
}

/** Typical education: the Required Level of Education category most incumbents report. */
function typicalEducation(files: ReleaseRecords) {
  const levelNames = new Map(
    files.educationTrainingExperienceCategories
      .filter((row) => row.scaleId === 'RL')
      .map((row) => [row.category, (row.categoryDescription ?? '').split(' - ')[0]!.trim()]),
  );
  const typical = new Map<string, { category: number; share: number }>();
  for (const row of files.educationTrainingExperience) {
    if (row.scaleId !== 'RL' || row.dataValue === null || row.category === null) continue;
    const best = typical.get(row.onetSocCode);
    if (!best || row.dataValue > best.share)
      typical.set(row.onetSocCode, { category: row.category, share: row.dataValue });
  }
  return (code: string) => {
    const education = typical.get(code);
    return {
      typicalEducation: education ? (levelNames.get(education.category) ?? null) : null,
      typicalEducationShare: education?.share ?? null,
    };
  };
}

export function occupationRows(files: ReleaseRecords): CatalogueRows['occupations'] {
  const { profiles, highPoints } = interestProfiles(files.interests);
  const zones = new Map(files.jobZones.map((row) => [row.onetSocCode, row.jobZone]));
  const educationOf = typicalEducation(files);
  return files.occupationData.map((row) => {
    const profile = profiles.get(row.onetSocCode);
    return {
      code: row.onetSocCode,
      title: row.title,
      description: row.description,
      jobZone: zones.get(row.onetSocCode) ?? null,
      interests: profile && profile.every(Number.isFinite) ? profile : null,
      highPoints: (highPoints.get(row.onetSocCode) ?? []).filter(Boolean).join('') || null,
      ...educationOf(row.onetSocCode),
    };
  });
}

/** Each name once per career, whichever list it came from first. */
export function titleRows(files: ReleaseRecords): CatalogueRows['occupationTitles'] {
  const seen = new Set<string>();
  const titles: CatalogueRows['occupationTitles'] = [];
  const addTitle = (code: string, title: string, kind: 'title' | 'alternate' | 'reported') => {
    const key = `${code}\u0000${title.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    titles.push({ code, title, kind });
  };
  for (const row of files.occupationData) addTitle(row.onetSocCode, row.title, 'title');
  for (const row of files.alternateTitles) {
    addTitle(row.onetSocCode, row.alternateTitle, 'alternate');
    // The short form people type: "RN", "CPA", "EMT".
    if (row.shortTitle) addTitle(row.onetSocCode, row.shortTitle, 'alternate');
  }
  for (const row of files.sampleOfReportedTitles)
    addTitle(row.onetSocCode, row.reportedJobTitle, 'reported');
  return titles;
}

import { activityCardElement, buildActivityCards } from '@pathwise/assessment';
import type { CatalogueRows } from './catalogue-rows';
import { occupationRows, titleRows } from './release-occupations';
import type { ReleaseRecords } from './release-files';

/** Knowledge areas (2.C…) and work styles with their groups (1.D…), as the content model words them. */
const DESCRIBED_ELEMENT = /^(2\.C\.\d+(\.[a-z])?|1\.D(\.\d+(\.[a-z])?)?)$/;

/** A release's records shaped as the catalogue tables hold them. */
export function releaseRows(files: ReleaseRecords): CatalogueRows {
  return {
    occupations: occupationRows(files),
    occupationTitles: titleRows(files),
    occupationTasks: files.taskStatements.map((row) => ({
      code: row.onetSocCode,
      taskId: row.taskId,
      task: row.task,
      core: row.taskType === 'Core',
      incumbentsResponding: row.incumbentsResponding,
    })),
    occupationSkills: importanceAndLevel(files.skills),
    occupationKnowledge: importanceAndLevel(files.knowledge),
    occupationWorkStyles: workStyleRows(files.workStyles),
    contentElements: files.contentModelReference
      .filter((row) => DESCRIBED_ELEMENT.test(row.elementId))
      .map((row) => ({
        elementId: row.elementId,
        name: row.elementName,
        description: row.description,
      })),
    occupationTechnologies: files.technologySkills.map((row) => ({
      code: row.onetSocCode,
      example: row.example,
      category: row.commodityTitle,
      hot: row.hotTechnology,
      inDemand: row.inDemand,
    })),
    occupationWorkValues: files.workValues
      .filter((row) => row.scaleId === 'EX' && row.dataValue !== null)
      .map((row) => ({
        code: row.onetSocCode,
        elementId: row.elementId,
        name: row.elementName,
        extent: row.dataValue,
      })),
    relatedOccupations: files.relatedOccupations.map((row) => ({
      code: row.onetSocCode,
      relatedCode: row.relatedOnetSocCode,
      tier: row.relatednessTier,
      position: row.index,
    })),
    jobZones: files.jobZoneReference.map((row) => ({
      zone: row.jobZone,
      name: row.name,
      experience: row.experience,
      education: row.education,
      training: row.jobTraining,
      examples: row.examples,
    })),
    interestCards: interestCardRows(files),
  };
}

/** Impact (WI) and distinctiveness rank per career and style; styles without an impact are dropped. */
function workStyleRows(workStyles: ReleaseRecords['workStyles']) {
  const styleRows = new Map<string, CatalogueRows['occupationWorkStyles'][number]>();
  for (const row of workStyles) {
    const key = `${row.onetSocCode}\u0000${row.elementId}`;
    const entry = styleRows.get(key) ?? {
      code: row.onetSocCode,
      elementId: row.elementId,
      impact: Number.NaN,
      rank: 0,
    };
    if (row.scaleId === 'WI') entry.impact = row.dataValue;
    else entry.rank = Math.round(row.dataValue);
    styleRows.set(key, entry);
  }
  return [...styleRows.values()].filter((row) => Number.isFinite(row.impact));
}

/**
 * The activity cards, each with O*NET's example careers for its basic interest: a card of that
 * interest is their own activity. A RIASEC area's examples are left out: the area's score already
 * speaks for them.
 */
function interestCardRows(files: ReleaseRecords): CatalogueRows['interestCards'] {
  const careersIllustrating = new Map<string, string[]>();
  for (const row of files.interestsIllustrativeOccupations) {
    if (row.interestType !== 'Basic') continue;
    const codes = careersIllustrating.get(row.elementId) ?? [];
    if (!codes.includes(row.onetSocCode)) codes.push(row.onetSocCode);
    careersIllustrating.set(row.elementId, codes);
  }
  return buildActivityCards(
    files.interestsIllustrativeActivities,
    files.basicInterestsToRiasec.map((row) => ({
      basicInterestElementId: row.basicInterestsElementId,
      basicInterestElementName: row.basicInterestsElementName,
      riasecElementId: row.riasecElementId,
      riasecElementName: row.riasecElementName,
    })),
  ).cards.map((card) => ({
    id: card.id,
    area: card.area,
    text: card.text,
    careers: careersIllustrating.get(activityCardElement(card.id)) ?? [],
  }));
}

/**
 * Skills and knowledge are rated twice per career, importance (IM) and level (LV): one row each,
 * with a level of 0 where O*NET marks it not relevant. Rows without an importance are dropped.
 */
function importanceAndLevel(
  ratings: readonly {
    onetSocCode: string;
    elementId: string;
    elementName: string;
    scaleId: 'IM' | 'LV';
    dataValue: number;
    notRelevant: boolean | null;
  }[],
): CatalogueRows['occupationSkills'] {
  const rows = new Map<string, CatalogueRows['occupationSkills'][number]>();
  for (const row of ratings) {
    const key = `${row.onetSocCode}\u0000${row.elementId}`;
    const entry = rows.get(key) ?? {
      code: row.onetSocCode,
      elementId: row.elementId,
      name: row.elementName,
      importance: Number.NaN,
      level: null,
    };
    if (row.scaleId === 'IM') entry.importance = row.dataValue;
    else entry.level = row.notRelevant ? 0 : row.dataValue;
    rows.set(key, entry);
  }
  return [...rows.values()].filter((row) => Number.isFinite(row.importance));
}

import type * as schema from '../db/catalogue.schema';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A whole release, shaped as the catalogue tables hold it. */
export type CatalogueRows = {
  occupations: Row<typeof schema.occupations>[];
  occupationTitles: Row<typeof schema.occupationTitles>[];
  occupationTasks: Row<typeof schema.occupationTasks>[];
  occupationSkills: Row<typeof schema.occupationSkills>[];
  occupationKnowledge: Row<typeof schema.occupationKnowledge>[];
  occupationWorkStyles: Row<typeof schema.occupationWorkStyles>[];
  contentElements: Row<typeof schema.contentElements>[];
  occupationTechnologies: Row<typeof schema.occupationTechnologies>[];
  occupationWorkValues: Row<typeof schema.occupationWorkValues>[];
  relatedOccupations: Row<typeof schema.relatedOccupations>[];
  jobZones: Row<typeof schema.jobZones>[];
  interestCards: Row<typeof schema.interestCards>[];
};

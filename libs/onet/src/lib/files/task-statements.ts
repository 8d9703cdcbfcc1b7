import { z } from 'zod';
import { dateCell, numberCell, textCell } from '../cells';
import { LAYOUT_29_ONLY } from '../layout';
import { defineOnetFile, type OnetRecordOf } from '../file-spec';
import {
  domainSource,
  numberAtLeast,
  oneOf,
  onetDate,
  requiredText,
  socCode,
  wholeNumberAtLeast,
} from '../fields';

/**
 * `Task Statements.txt`: the tasks of each occupation. Task type and the number of incumbents
 * responding are missing for tasks that were not rated in a survey.
 */
export const taskStatementsSpec = defineOnetFile({
  fileName: 'Task Statements.txt',
  schema: z.object({
    onetSocCode: socCode,
    title: requiredText.optional(),
    taskId: wholeNumberAtLeast(1, 'a task id (a whole number of 1 or more)'),
    task: requiredText,
    taskType: oneOf(['Core', 'Supplemental'], '"Core", "Supplemental" or "n/a"').nullable(),
    incumbentsResponding: numberAtLeast(0).nullable(),
    date: onetDate,
    domainSource,
  }),
  columns: [
    ['O*NET-SOC Code', 'onetSocCode', textCell],
    ['Title', 'title', textCell, LAYOUT_29_ONLY],
    ['Task ID', 'taskId', numberCell],
    ['Task', 'task', textCell],
    ['Task Type', 'taskType', textCell],
    ['Incumbents Responding', 'incumbentsResponding', numberCell],
    ['Date', 'date', dateCell],
    ['Domain Source', 'domainSource', textCell],
  ],
});

export type TaskStatement = OnetRecordOf<typeof taskStatementsSpec>;

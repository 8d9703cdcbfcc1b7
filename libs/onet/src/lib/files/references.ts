import { z } from 'zod';
import { numberCell, textCell } from '../cells';
import { defineOnetFile, type OnetRecordOf } from '../file-spec';
import { elementId, finiteNumber, requiredText, scaleId } from '../fields';

/** `Content Model Reference.txt`: every element of the O*NET content model, by id. */
export const contentModelReferenceSpec = defineOnetFile({
  fileName: 'Content Model Reference.txt',
  schema: z.object({
    elementId,
    elementName: requiredText,
    description: requiredText,
  }),
  columns: [
    ['Element ID', 'elementId', textCell],
    ['Element Name', 'elementName', textCell],
    ['Description', 'description', textCell],
  ],
});

export type ContentModelElement = OnetRecordOf<typeof contentModelReferenceSpec>;

/** `Scales Reference.txt`: the range of every rating scale. */
export const scalesReferenceSpec = defineOnetFile({
  fileName: 'Scales Reference.txt',
  schema: z
    .object({
      scaleId,
      scaleName: requiredText,
      minimum: finiteNumber,
      maximum: finiteNumber,
    })
    .refine((scale) => scale.minimum < scale.maximum, {
      path: ['maximum'],
      error: 'a maximum above the minimum',
    }),
  columns: [
    ['Scale ID', 'scaleId', textCell],
    ['Scale Name', 'scaleName', textCell],
    ['Minimum', 'minimum', numberCell],
    ['Maximum', 'maximum', numberCell],
  ],
});

export type Scale = OnetRecordOf<typeof scalesReferenceSpec>;

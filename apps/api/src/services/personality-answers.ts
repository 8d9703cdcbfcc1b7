import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import type { PersonalityAnswers, PersonalityAnswersUpload } from '@pathwise/contract';
import type { Database } from '../db/database';
import { DomainError, type FieldProblem } from '../domain/errors';
import { getAnswers, storeAnswers } from '../repositories/personality-answers';

// Reads and a clearing with no rule of their own.
export { clearAnswers, getAnswers } from '../repositories/personality-answers';

const ITEM_IDS = new Set(BIG_FIVE_ITEM_KEY.map((item) => item.id));

/** Refuses answers to another version of the test, to items it lacks, or to one item twice. */
function checkUpload(upload: PersonalityAnswersUpload) {
  if (upload.testVersion !== BIG_FIVE_TEST_VERSION)
    throw new DomainError('test_version_mismatch', {
      sent: upload.testVersion,
      current: BIG_FIVE_TEST_VERSION,
    });
  const seen = new Set<string>();
  const fields = upload.answers.flatMap((answer, index): FieldProblem[] => {
    const path = `body.answers.${index}.itemId`;
    if (!ITEM_IDS.has(answer.itemId)) return [{ path, problem: 'item_not_in_test' }];
    if (seen.has(answer.itemId)) return [{ path, problem: 'item_answered_twice' }];
    seen.add(answer.itemId);
    return [];
  });
  if (fields.length) throw new DomainError('invalid_answers', { fields });
}

/** Saves a batch of answers; resending a batch changes nothing, a newer answer replaces the old. */
export async function saveAnswers(
  db: Database,
  uid: string,
  upload: PersonalityAnswersUpload,
): Promise<PersonalityAnswers> {
  checkUpload(upload);
  await storeAnswers(db, uid, upload.answers);
  return getAnswers(db, uid);
}

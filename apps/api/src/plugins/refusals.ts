import type { FieldError, Problem } from '@pathwise/contract';
import type {
  DomainError,
  FieldProblem,
  FieldProblemCode,
  RefusalCode,
  Refusals,
} from '../domain/errors';

/** A refusal's HTTP status and the words a person reads, from the facts it carries. */
type Answer<C extends RefusalCode> = {
  status: number;
  detail: (data: Refusals[C]) => string;
  errors?: (data: Refusals[C]) => FieldError[] | undefined;
};

const FIELD_PROBLEMS: Record<FieldProblemCode, string> = {
  card_not_in_deck: 'This card is not in the deck.',
  card_rated_twice: 'This card is rated twice.',
  item_not_in_test: 'This item is not in the test.',
  item_answered_twice: 'This item is answered twice.',
};

const fieldErrors = (fields: readonly FieldProblem[]): FieldError[] =>
  fields.map(({ path, problem }) => ({ path, message: FIELD_PROBLEMS[problem] }));

/** Every domain refusal's status and words: the one place either is decided. */
const REFUSALS: { [C in RefusalCode]: Answer<C> } = {
  not_found: {
    status: 404,
    detail: ({ method, url }) => `There is nothing at ${method} ${url}.`,
  },
  career_not_found: {
    status: 404,
    detail: ({ code }) => `There is no career with the code ${code}.`,
  },
  report_not_found: { status: 404, detail: () => 'There is no such report of yours.' },
  answers_not_kept: {
    status: 404,
    detail: () =>
      'This report was made before Pathwise kept the answers with each report, so they are not available.',
  },
  account_deleted: {
    status: 401,
    detail: () => 'This account has been deleted. Sign up again to start afresh.',
  },
  recent_sign_in_required: {
    status: 401,
    detail: () =>
      'For your safety, sign in again to delete your account: your last sign-in was too long ago.',
  },
  unauthenticated: { status: 401, detail: () => 'Sign in to use this part of Pathwise.' },
  invalid_token: {
    status: 401,
    detail: () => 'Your sign-in has expired or is not valid. Please sign in again.',
  },
  rate_limited: {
    status: 429,
    detail: ({ seconds }) =>
      `You have made a lot of requests in a short time. Please wait ${seconds} seconds and try again.`,
  },
  network_rate_limited: {
    status: 429,
    detail: ({ seconds }) =>
      `Pathwise has had a lot of requests from your network in the last minute (a school or an office shares one). Please wait ${seconds} seconds and try again.`,
  },
  too_many_failed_sign_ins: {
    status: 429,
    detail: ({ seconds }) =>
      `Many sign-in tokens that were not valid came from your network lately, so Pathwise refuses tokens it cannot verify from it for ${seconds} seconds. Signing in again gives you a valid one; anyone signed in is not affected.`,
  },
  forbidden_key: {
    status: 400,
    detail: () =>
      'The request body has a key named "__proto__", or "constructor" holding "prototype". Pathwise has no field by those names and refuses them.',
  },
  invalid_cursor: {
    status: 400,
    detail: () => 'This page link is not valid. Start from the first page.',
    errors: () => [{ path: 'query.cursor', message: 'Use the nextCursor of a previous page.' }],
  },
  catalogue_empty: { status: 503, detail: () => 'The interest cards are not loaded yet.' },
  favourites_full: {
    status: 409,
    detail: ({ limit }) =>
      `You have saved ${limit} careers, the most Pathwise keeps. Remove one to save another.`,
  },
  share_limit: {
    status: 409,
    detail: ({ limit }) =>
      `You share ${limit} reports, the most Pathwise keeps shared. Stop sharing one to share this one.`,
  },
  test_version_mismatch: {
    status: 409,
    detail: ({ sent, current }) =>
      `These answers are for another version of the test (${sent}); this one is ${current}. Please start the test again.`,
  },
  invalid_answers: {
    status: 422,
    // The scoring engine's own words when it refused the answers.
    detail: (data) => ('reason' in data ? data.reason : 'Some answers could not be saved.'),
    errors: (data) => ('fields' in data ? fieldErrors(data.fields) : undefined),
  },
  incomplete_answers: {
    status: 422,
    detail: ({ answered, total }) =>
      `You have answered ${answered} of ${total} statements. Answer the rest to see your report.`,
  },
  answers_already_scored: {
    status: 409,
    detail: () =>
      'These answers have already been scored: your report is ready. To take the test again, start a new set of answers.',
  },
  invalid_ratings: {
    status: 422,
    detail: () => 'Some ratings could not be used.',
    errors: ({ fields }) => fieldErrors(fields),
  },
  not_enough_answers: {
    status: 422,
    detail: ({ needed, perArea, rated }) =>
      `Rate at least ${needed} cards, with ${perArea} or more in each area, to see your interest profile. You have rated ${rated}.`,
  },
  group_not_found: {
    status: 404,
    detail: ({ code }) =>
      `There is no group with the code ${code} for you to see. Check the code with the person who gave it to you.`,
  },
  group_member_not_found: {
    status: 404,
    detail: () => 'This person is not a member of the group (they may have left it).',
  },
  group_closed: {
    status: 409,
    detail: () =>
      'This group has ended or its maker closed it, so it can no longer be joined or changed. You can still leave it.',
  },
  group_full: {
    status: 409,
    detail: ({ limit }) => `This group has ${limit} members, the most a group can have.`,
  },
  groups_made_limit: {
    status: 409,
    detail: ({ limit }) =>
      `You have ${limit} open groups, the most one person can have. Close one to make another.`,
  },
  groups_joined_limit: {
    status: 409,
    detail: ({ limit }) =>
      `You are in ${limit} open groups, the most one person can be in. Leave one to join another.`,
  },
  invalid_end_date: {
    status: 422,
    detail: ({ latest }) => `Give an end date from today to ${latest}.`,
    errors: ({ latest }) => [
      { path: 'body.endsOn', message: `Choose a day from today to ${latest}.` },
    ],
  },
};

/** The problem+json body (before its type and title) a refusal answers with. */
export function refusalProblem<C extends RefusalCode>(
  refusal: DomainError<C>,
): Omit<Problem, 'type' | 'title'> {
  const answer: Answer<C> = REFUSALS[refusal.code];
  return {
    status: answer.status,
    code: refusal.code,
    detail: answer.detail(refusal.data),
    errors: answer.errors?.(refusal.data),
  };
}

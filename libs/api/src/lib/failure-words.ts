import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  type ApiFailure,
  type FailureKind,
  readFailure as readFailureOf,
} from '@pathwise/contract';
import { DEFAULT_LOCALE, activeLocale, i18n } from '@pathwise/i18n';

/*
 * The words a failed request shows, in the reader's language. The contract reads a failure
 * (`readFailure` there, which the API runs too, so it holds no messages); here its kind and its
 * problem's `code` (or, failing that, its status) are put into words. The API writes its problems'
 * `detail` in English: an English page shows it as it came, any other language the words below.
 */

/** The first sentence of an error message, so no page blames the connection for a busy service. */
const KIND_WORDS: Record<FailureKind, MessageDescriptor> = {
  offline: msg`This can happen when the connection drops for a moment.`,
  busy: msg`Pathwise is busy right now; this isn't your connection.`,
  server: msg`Something went wrong on our side.`,
};

/** A failure's first sentence (the contract's `FAILURE_WORDS`) in the reader's language. */
export const failureWords = (kind: FailureKind): string => i18n._(KIND_WORDS[kind]);

/**
 * The contract's `FAILURE_WORDS`, in the reader's language: each is put into words when read, so
 * code written against the contract's constant reads them in the language of the page.
 */
export const FAILURE_WORDS: Readonly<Record<FailureKind, string>> = Object.freeze({
  get offline() {
    return failureWords('offline');
  },
  get busy() {
    return failureWords('busy');
  },
  get server() {
    return failureWords('server');
  },
});

/** The numbers a problem's English detail names, in order (the API puts them in its sentence). */
const numbersIn = (detail: string): number[] => (detail.match(/\d+/g) ?? []).map(Number);

/**
 * What each of the API's problem codes (apps/api) means, worded for the reader; the ones that name
 * a number or a code read it from the API's own sentence, and give nothing when they can't.
 */
const PROBLEM_WORDS: Record<string, (detail: string) => string | undefined> = {
  unauthenticated: () => i18n._(msg`Sign in to use this part of Pathwise.`),
  invalid_token: () => i18n._(msg`Your sign-in has expired or is not valid. Please sign in again.`),
  recent_sign_in_required: () =>
    i18n._(
      msg`For your safety, sign in again to delete your account: your last sign-in was too long ago.`,
    ),
  account_deleted: () => i18n._(msg`This account has been deleted. Sign up again to start afresh.`),
  auth_unavailable: () =>
    i18n._(msg`Pathwise cannot check your sign-in just now. Please try again in a moment.`),
  database_unavailable: () =>
    i18n._(
      msg`Pathwise cannot reach its data just now. Nothing you saved is lost; please try again in a moment.`,
    ),
  busy: () =>
    i18n._(msg`Pathwise is busy with the same data just now. Please try again in a moment.`),
  rate_limited: (detail) => {
    const [seconds] = numbersIn(detail);
    return seconds === undefined
      ? i18n._(
          msg`You have made a lot of requests in a short time. Please wait a moment and try again.`,
        )
      : plural(seconds, {
          one: 'You have made a lot of requests in a short time. Please wait # second and try again.',
          other:
            'You have made a lot of requests in a short time. Please wait # seconds and try again.',
        });
  },
  network_rate_limited: (detail) => {
    const [seconds] = numbersIn(detail);
    return seconds === undefined
      ? i18n._(
          msg`Pathwise has had a lot of requests from your network in the last minute (a school or an office shares one). Please wait a moment and try again.`,
        )
      : plural(seconds, {
          one: 'Pathwise has had a lot of requests from your network in the last minute (a school or an office shares one). Please wait # second and try again.',
          other:
            'Pathwise has had a lot of requests from your network in the last minute (a school or an office shares one). Please wait # seconds and try again.',
        });
  },
  too_many_failed_sign_ins: () =>
    i18n._(
      msg`Many sign-in attempts that were not valid came from your network lately. Please sign in again to carry on; if that doesn't work, wait a few minutes.`,
    ),
  conflict: () => i18n._(msg`Another request changed this at the same moment. Please try again.`),
  internal_error: () =>
    i18n._(msg`Something went wrong on our side. Please try again in a moment.`),
  invalid_request: () => i18n._(msg`Some fields are not valid.`),
  not_found: () => i18n._(msg`There is nothing here.`),
  career_not_found: (detail) => {
    const code = /(\d{2}-\d{4}\.\d{2})/.exec(detail)?.[1];
    return code
      ? i18n._(msg`There is no career with the code ${code}.`)
      : i18n._(msg`There is no such career.`);
  },
  report_not_found: () => i18n._(msg`There is no such report of yours.`),
  answers_not_kept: () =>
    i18n._(
      msg`This report was made before Pathwise kept the answers with each report, so they are not available.`,
    ),
  answers_already_scored: () =>
    i18n._(
      msg`These answers have already been scored: your report is ready. To take the test again, start a new set of answers.`,
    ),
  incomplete_answers: (detail) => {
    const [answered, total] = numbersIn(detail);
    if (answered === undefined || total === undefined) return undefined;
    return i18n._(
      msg`You have answered ${answered} of ${total} statements. Answer the rest to see your report.`,
    );
  },
  invalid_answers: () => i18n._(msg`Some answers could not be saved.`),
  test_version_mismatch: () =>
    i18n._(msg`These answers are for another version of the test. Please start the test again.`),
  catalogue_empty: () => i18n._(msg`The interest cards are not loaded yet.`),
  invalid_ratings: () => i18n._(msg`Some ratings could not be used.`),
  not_enough_answers: (detail) => {
    const [needed, perArea, rated] = numbersIn(detail);
    if (needed === undefined || perArea === undefined || rated === undefined) return undefined;
    return i18n._(
      msg`Rate at least ${needed} cards, with ${perArea} or more in each area, to see your interest profile. You have rated ${rated}.`,
    );
  },
  favourites_full: (detail) => {
    const [limit] = numbersIn(detail);
    return limit === undefined
      ? undefined
      : i18n._(
          msg`You have saved ${limit} careers, the most Pathwise keeps. Remove one to save another.`,
        );
  },
  share_limit: (detail) => {
    const [limit] = numbersIn(detail);
    return limit === undefined
      ? undefined
      : i18n._(
          msg`You share ${limit} reports, the most Pathwise keeps shared. Stop sharing one to share this one.`,
        );
  },
  invalid_cursor: () => i18n._(msg`This page link is not valid. Start from the first page.`),
};

/** Words for a problem without words of its own here, by its status. */
function statusWords(status: number | null): string | undefined {
  if (status === null) return undefined;
  if (status === 401) return i18n._(msg`Please sign in again.`);
  if (status === 403) return i18n._(msg`This isn't yours to see or change.`);
  if (status === 404) return i18n._(msg`There is nothing here.`);
  if (status === 409)
    return i18n._(msg`Another request changed this at the same moment. Please try again.`);
  if (status === 429 || status === 503) return failureWords('busy');
  if (status >= 500) return failureWords('server');
  if (status >= 400) return i18n._(msg`Some of what was sent could not be used.`);
  return undefined;
}

/**
 * The problem's own sentence for the reader, when the API sent one: as sent on an English page,
 * else in the page's language by its code (or its status). Undefined when the API sent none, so
 * each page keeps its own words for that case.
 */
export function problemDetail(
  failure: Pick<ApiFailure, 'code' | 'status' | 'detail'>,
): string | undefined {
  const { code, status, detail } = failure;
  if (!detail) return undefined;
  if (activeLocale() === DEFAULT_LOCALE) return detail;
  const byCode =
    code && Object.hasOwn(PROBLEM_WORDS, code) ? PROBLEM_WORDS[code]!(detail) : undefined;
  return byCode ?? statusWords(status);
}

/**
 * Reads any failed request (the contract's `readFailure`), with its words (`words`, `detail`) in the
 * reader's language. What every screen reads an error with.
 */
export function readFailure(error: unknown): ApiFailure {
  const failure = readFailureOf(error);
  return { ...failure, words: failureWords(failure.kind), detail: problemDetail(failure) };
}

import type { FieldError, Problem } from '@pathwise/contract';
import { HttpResponse } from 'msw';

/** A problem+json answer shaped as the server sends it, with the fields it names when given. */
export const problem = (status: number, code: string, detail: string, errors?: FieldError[]) =>
  HttpResponse.json<Problem>(
    { type: 'about:blank', title: detail, status, code, detail, ...(errors ? { errors } : {}) },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

/** The server's answer when something went wrong on its side. */
export const serverError = () =>
  problem(500, 'internal_error', 'Something went wrong on our side.');

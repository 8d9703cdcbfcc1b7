import type { Problem } from '@pathwise/contract';
import { HttpResponse } from 'msw';

/** A problem+json answer shaped as the server sends it. */
export const problem = (status: number, code: string, detail: string) =>
  HttpResponse.json<Problem>(
    { type: 'about:blank', title: detail, status, code, detail },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

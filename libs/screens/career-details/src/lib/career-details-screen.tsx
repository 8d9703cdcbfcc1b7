import { readFailure, useGetCareerQuery } from '@pathwise/api';
import { useStartAuth } from '@pathwise/auth';
import { interestReasonText } from '@pathwise/career-words';
import { useInterestResult } from '@pathwise/progress';
import { fitSummary, useCareerFits } from '@pathwise/career-fits';
import { usePageTitle } from '@pathwise/routes';
import { usePageSeed } from '@pathwise/store/scope';
import { useServerView } from '@pathwise/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseCareerParams } from './career-params';
import { CareerView } from './components/career-view';
import { CareerLoadError, CareerLoading, CareerNotFound } from './components/page-states';
import { useCareerViewed } from './use-career-viewed';

/** `/v2/pg-career-details?code=…`: one career in depth, open to everyone. */
export function CareerDetailsScreen() {
  useStartAuth({ immediate: false });
  const [searchParams] = useSearchParams();
  const { code, from } = useMemo(() => parseCareerParams(searchParams), [searchParams]);
  // The career the page opened on; arriving at any other moves focus to its name.
  const [openedOn] = useState(code);
  // The server wrote the page with this career, or knew the release has no such career.
  const seeded = usePageSeed().careers?.[code ?? ''];
  const career = useGetCareerQuery(code ?? '', { skip: !code || seeded === null });
  // What only this browser knows (the person's interests and fit) shows once the page written on
  // the server has hydrated, which it must match.
  const serverView = useServerView();
  const browserPerson = useInterestResult();
  const person = serverView
    ? { ...browserPerson, status: 'none' as const, result: null }
    : browserPerson;
  const fits = useCareerFits(code ? [code] : []);
  const known = !serverView && fits.status === 'ready' && code ? fits.fits.get(code) : undefined;
  // The interest reason in the reader's language, worded while rendering.
  const fit = known ? { ...fitSummary(known), reason: interestReasonText(known.reasons) } : null;
  useCareerViewed(career.currentData?.code, from);
  usePageTitle(career.currentData?.title);

  if (!code) return <CareerNotFound code={null} />;
  if (seeded === null) return <CareerNotFound code={code} />;
  if (career.currentData)
    return (
      <CareerView
        career={career.currentData}
        person={person}
        fit={fit}
        focusOnShow={career.currentData.code !== openedOn}
      />
    );
  if (career.isFetching || !career.isError) return <CareerLoading />;
  if (readFailure(career.error).status === 404) return <CareerNotFound code={code} />;
  return <CareerLoadError error={career.error} onRetry={() => void career.refetch()} />;
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useStartAuth } from '@pathwise/auth';
import { INTEREST_RESULT_HERE, useInterestResult } from '@pathwise/progress';
import { ListenButton } from '@pathwise/speech';
import { ForgetThisBrowser, useForgottenNotice } from '@pathwise/forget-browser';
import { ErrorState, UntilKnown, useServerView } from '@pathwise/ui';
import { useRef } from 'react';
import { AreasSection } from './components/areas-section';
import { BrowserNote } from './components/browser-note';
import { CertaintySection } from './components/certainty-section';
import { CodeSection } from './components/code-section';
import { MeaningSection } from './components/meaning-section';
import { NoResult } from './components/no-result';
import { NextSteps } from './components/next-steps';
import { ResultPage } from './components/result-page';
import { ResultPlaceholder } from './components/result-placeholder';
import { RetakeSection } from './components/retake-section';
import { ShareSection } from './components/share-section';
import { resultScript } from './result-script';
import { areaRows, codeAreas, resultDate, shareText } from './result-view';

/** /v2/pg-result-new: the interest profile from the sorted cards, what it means and how sure it is. */
export function PlaygroundResultScreen() {
  useStartAuth({ immediate: false });
  const { t } = useLingui();
  const kept = useInterestResult();
  const tellForgotten = useForgottenNotice();
  const heading = useRef<HTMLHeadingElement>(null);
  // The result is this browser's (or the account's): the page is sent, and hydrated, without it.
  const serverView = useServerView();
  const { result, where, retry, retake } = kept;
  const status = serverView ? 'loading' : kept.status;

  if (status === 'error') {
    return (
      <ResultPage headingRef={heading}>
        <ErrorState
          className="mt-8"
          title={t`Your interest profile didn't load`}
          message={t`This can happen when the connection drops for a moment. Your sorted cards are safe.`}
          onRetry={retry}
        />
      </ResultPage>
    );
  }
  // Until the result is known: "no profile yet" from the first paint where this browser can't have
  // one, the result's room where it may.
  if (status !== 'ready' || !result) {
    return (
      <ResultPage headingRef={heading}>
        <UntilKnown
          flag={INTEREST_RESULT_HERE}
          known={status === 'none' || status === 'ready' ? 'none' : 'pending'}
          placeholder={<ResultPlaceholder />}
          none={<NoResult />}
        />
      </ResultPage>
    );
  }
  const rows = areaRows(result);
  const areas = codeAreas(result.hollandCode);
  const sorted = resultDate(result.createdAt);
  return (
    <ResultPage headingRef={heading}>
      {sorted && (
        <p className="mt-4 text-muted-foreground">
          <Trans>From the cards you sorted on {sorted}.</Trans>
        </p>
      )}
      <NextSteps />
      <ListenButton
        className="mt-4 block"
        label={t`Listen to my result`}
        text={() => resultScript(result)}
      />
      {where === 'browser' && (
        <>
          <BrowserNote />
          <ForgetThisBrowser returnFocusTo={() => heading.current} onForgotten={tellForgotten} />
        </>
      )}
      <CodeSection result={result} />
      <AreasSection rows={rows} />
      <MeaningSection areas={areas} flat={result.flat} />
      <CertaintySection result={result} rows={rows} />
      <ShareSection text={shareText(result)} />
      <RetakeSection where={where} onRetake={retake} />
    </ResultPage>
  );
}

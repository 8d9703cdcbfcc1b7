import { useLingui } from '@lingui/react/macro';
import { selectSessionStatus, useStartAuth } from '@pathwise/auth';
import { useInterestSort } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import { useAppSelector } from '@pathwise/store';
import { OnetAttribution, PageFrame } from '@pathwise/ui';
import { useNavigate } from 'react-router-dom';
import { BoardPlaceholder } from './components/board-placeholder';
import { DeckProblem } from './components/deck-problem';
import { SortBoard } from './components/sort-board';

/** /v2/pg-canvas: sort activity cards into "Love it", "Not sure" and "Not for me". */
export function PlaygroundCanvasScreen() {
  useStartAuth({ immediate: false });
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  const navigate = useNavigate();
  const { t } = useLingui();
  const sort = useInterestSort();
  const unavailable = sort.deckUnavailable;
  const { deck } = sort;

  return (
    <PageFrame
      title={t`Sort activity cards`}
      width="narrow"
      size="tool"
      compact
      intro={t`Would you enjoy doing it? Put each activity in “Love it”, “Not sure” or “Not for me”. Go with your first reaction, not with whether you’d be good at it.`}
    >
      <div className="mt-5 space-y-5">
        {sort.notice && (
          <p role="status" className="rounded-xl border border-border p-3">
            {sort.notice}
          </p>
        )}

        {sort.status === 'ready' && deck ? (
          <SortBoard
            sort={{ ...sort, deck }}
            keptWhere={
              signedIn
                ? t`Your cards are kept in this browser as you go; your profile is saved to your account when you finish.`
                : t`Your cards are kept in this browser as you go, no account needed. Sign in later and your result moves to your account.`
            }
            onFinished={() => navigate(paths.playgroundResult)}
          />
        ) : sort.status === 'error' ? (
          <DeckProblem unavailable={unavailable} onRetry={sort.retry} />
        ) : (
          <BoardPlaceholder />
        )}

        <footer className="border-t border-border pt-4">
          <OnetAttribution />
        </footer>
      </div>
    </PageFrame>
  );
}

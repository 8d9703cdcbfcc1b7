import { ButtonLink } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import type { ContinueView } from '../progress';

/** Where the person is, and the one step to take next. */
export function ContinueCard({ view }: { view: ContinueView }) {
  return (
    <>
      <p className="selectable mt-1 text-muted-foreground">{view.detail}</p>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2">
        <ButtonLink to={view.action.to}>{view.action.label}</ButtonLink>
        {view.more && (
          <Link
            to={view.more.to}
            className="font-medium text-primary underline underline-offset-2 hover:no-underline"
          >
            {view.more.label}
          </Link>
        )}
      </div>
    </>
  );
}

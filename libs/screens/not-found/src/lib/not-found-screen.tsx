import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';
import { useLocation } from 'react-router-dom';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  return (
    <ScreenIntro
      title={t`We can't find that page`}
      purpose={
        <Trans>
          There is nothing at <code className="rounded bg-muted px-1.5 py-0.5">{pathname}</code>.
          The link may be old or mistyped. Your saved answers and results are not affected.
        </Trans>
      }
      next={[
        { to: paths.home, label: t`Go to the home page` },
        { to: paths.explorer, label: t`Explore careers` },
      ]}
    />
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@pathwise/routes';
import { ButtonLink, EmptyState, PageFrame } from '@pathwise/ui';

/** A code nobody made a group with, a closed group, or one that isn't the reader's to see. */
export function GroupNotFound() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`We can’t find this group`} width="narrow">
      <EmptyState
        className="mt-8"
        title={t`Check the code`}
        description={t`The code may be mistyped, or the group may have closed. A group code has 6 letters and numbers, such as K7P3QX. Ask the person who gave it to you.`}
        action={
          <ButtonLink to={paths.groups}>
            <Trans>Go to your groups</Trans>
          </ButtonLink>
        }
      />
    </PageFrame>
  );
}

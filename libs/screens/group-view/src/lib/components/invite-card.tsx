import { Trans, useLingui } from '@lingui/react/macro';
import { absoluteHref, joinGroupHref } from '@pathwise/routes';
import { Card, CopyLinkField, TitledSection } from '@pathwise/ui';

/** The code and the join link the maker hands out, and what joining asks of members. */
export function InviteCard({ code }: { code: string }) {
  const { t } = useLingui();
  const link = absoluteHref(joinGroupHref(code));
  return (
    <TitledSection title={t`Invite people`}>
      <Card className="mt-4 space-y-4">
        <p>
          <Trans>
            Group code: <strong className="font-mono text-2xl tracking-widest">{code}</strong>
          </Trans>
        </p>
        <CopyLinkField
          label={t`Join link`}
          value={link}
          hint={t`Members open the link or type the code on their Groups page. They sign in, then choose what you see. Nothing is shared unless they tick it.`}
        />
      </Card>
    </TitledSection>
  );
}

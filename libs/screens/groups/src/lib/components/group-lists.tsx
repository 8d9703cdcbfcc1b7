import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { MyGroups } from '@pathwise/contract';
import { sharedItems } from '@pathwise/groups';
import { groupHref, joinGroupHref } from '@pathwise/routes';
import { Card, TitledSection } from '@pathwise/ui';
import { Link } from 'react-router-dom';

/** The groups one is in, with what one shows each. */
export function JoinedGroups({ joined }: { joined: MyGroups['joined'] }) {
  const { t } = useLingui();
  if (joined.length === 0) return null;
  return (
    <TitledSection title={t`Groups you are in`}>
      <ul className="mt-4 space-y-3">
        {joined.map((group) => {
          const items = sharedItems(group.shares);
          return (
            <li key={group.code}>
              <Card>
                <Link className="text-lg font-semibold underline" to={joinGroupHref(group.code)}>
                  {group.name}
                </Link>
                <p className="mt-1">
                  {items ? t`You share your name, ${items}.` : t`You share only your name.`}
                </p>
                {!group.open && (
                  <p className="mt-1 text-muted-foreground">
                    <Trans>This group has closed.</Trans>
                  </p>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

/** The groups one made, open ones with their member count. */
export function MadeGroups({ made }: { made: MyGroups['made'] }) {
  const { t } = useLingui();
  if (made.length === 0) return null;
  return (
    <TitledSection title={t`Groups you made`}>
      <ul className="mt-4 space-y-3">
        {made.map(({ code, ...group }) => (
          <li key={code}>
            <Card>
              <Link className="text-lg font-semibold underline" to={groupHref(code)}>
                {group.name}
              </Link>
              <p className="mt-1">
                {group.open
                  ? plural(group.memberCount, {
                      one: `Code ${code} · # member`,
                      other: `Code ${code} · # members`,
                    })
                  : t`Closed`}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

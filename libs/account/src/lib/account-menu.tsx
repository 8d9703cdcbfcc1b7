import { Trans, useLingui } from '@lingui/react/macro';
import { hasSessionHint, selectCurrentUser, selectSessionStatus } from '@pathwise/auth';
import { useGetMeQuery } from '@pathwise/api';
import { paths, profileHref } from '@pathwise/routes';
import { useAppSelector } from '@pathwise/store';
import {
  Dialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  SignInLink,
  AccountPlaceholder,
  useToast,
} from '@pathwise/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CoinBalance } from './coin-balance';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SignOutDialog } from './sign-out-dialog';
import { displayNameOf, initialOf } from './user-initial';

/** The header's account corner: a sign-in link, or the signed-in person's coins and menu. */
export function AccountMenu() {
  const { t } = useLingui();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const toast = useToast();
  const [dialog, setDialog] = useState<'signOut' | 'delete' | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { data: profile, refetch } = useGetMeQuery(undefined, { skip: !user });
  // Just after sign-up the sign-in's name arrives a moment after the first request; the profile
  // takes it once it has seen it, so look again when it arrives.
  const signInName = user?.displayName ?? null;
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!profile || profile.displayName || !signInName || askedFor.current === signInName) return;
    askedFor.current = signInName;
    void refetch();
  }, [profile, signInName, refetch]);

  // Unknown but nobody signed in here before: offer sign-in rather than wait for a check that won't run.
  if (status === 'unknown' && hasSessionHint()) return <AccountPlaceholder />;
  if (!user) {
    return <SignInLink />;
  }

  const signedOut = (cleared: boolean) => {
    setDialog(null);
    void navigate(paths.home);
    toast({
      title: t`You are signed out`,
      description: cleared
        ? t`Your results stay saved in your account, and this browser no longer holds your progress.`
        : t`Your results stay saved in your account.`,
    });
  };

  const name = displayNameOf(user, profile);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <CoinBalance uid={user.uid} />
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger
            ref={menuButton}
            className="inline-flex min-w-0 items-center gap-2 rounded-full border border-border p-1 text-sm hover:bg-muted sm:pe-3 lg:pe-1 xl:pe-3"
          >
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {initialOf(name)}
            </span>
            {/* The name as seen where the header has room (640 px up, except beside the full menu
                until 1280 px): a long one is cut short here and shown whole in the menu (and on
                hover). The button's name is the sentence below, at every width. */}
            <span
              aria-hidden="true"
              title={name}
              className="hidden max-w-48 truncate sm:block lg:hidden xl:block"
            >
              {name}
            </span>
            <span className="sr-only">{t`${name}, account menu`}</span>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            className="max-w-[min(20rem,calc(100vw-2rem))]"
            // Not modal (the page isn't hidden from screen readers), so the page moving focus on its
            // own, as it does after a navigation, mustn't close the menu; a tap outside still does.
            onFocusOutside={(event) => event.preventDefault()}
          >
            <DropdownMenuLabel className="selectable break-words">
              {user.email && name !== user.email && (
                <span className="block font-medium text-foreground">{name}</span>
              )}
              {user.email ?? name}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => navigate(paths.dashboard)}>
              <Trans>Your dashboard</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate(profileHref(user.uid))}>
              <Trans>Profile</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate(paths.groups)}>
              <Trans>Groups</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setDialog('signOut')}>
              <Trans>Sign out…</Trans>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-danger" onSelect={() => setDialog('delete')}>
              <Trans>Delete account…</Trans>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        {dialog === 'signOut' && (
          <SignOutDialog
            uid={user.uid}
            returnFocusTo={() => menuButton.current}
            onSignedOut={signedOut}
          />
        )}
        {dialog === 'delete' && (
          <DeleteAccountDialog
            returnFocusTo={() => menuButton.current}
            onDeleted={() => {
              setDialog(null);
              void navigate(paths.home);
              toast({
                title: t`Your account has been deleted`,
                description: t`Thank you for trying Pathwise.`,
              });
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  authErrorCode,
  returnPathFrom,
  selectSessionStatus,
  useLoadAuthAdapter,
  useStartAuth,
} from '@pathwise/auth';
import { hasSessionHint } from '@pathwise/auth/config';
import { MINIMUM_ACCOUNT_AGE } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { useAppSelector } from '@pathwise/store';
import {
  Button,
  ButtonLink,
  Card,
  LinkButton,
  LoadingScreen,
  PageFrame,
  useServerView,
} from '@pathwise/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, matchPath, useLocation } from 'react-router-dom';
import { EmailForm } from './components/email-form';
import { ResetForm } from './components/reset-form';
import type { SignUpValues } from './login-schemas';
import { useAuthAction } from './use-auth-action';
import { GroupJoinWaiting } from './components/group-join-waiting';
import { SharedReportWaiting } from './components/shared-report-waiting';

type Mode = 'signIn' | 'signUp' | 'reset';

const TITLES: Record<Mode, MessageDescriptor> = {
  signIn: msg`Sign in to Pathwise`,
  signUp: msg`Create your Pathwise account`,
  reset: msg`Reset your password`,
};

// Popups are awkward on phones; there, and when a popup is blocked, Google sign-in uses a redirect.
/** The share id of the personality report link the person was sent here from, if they were. */
function sharedReportFrom(state: unknown): string | null {
  const back = new URL(returnPathFrom(state, paths.home), 'http://pathwise.invalid');
  return back.pathname.endsWith(paths.personalityReport) ? back.searchParams.get('shared') : null;
}

/** Whether the person was sent here from a group's join link. */
function cameToJoinGroup(state: unknown): boolean {
  const back = new URL(returnPathFrom(state, paths.home), 'http://pathwise.invalid');
  return matchPath(paths.groupJoin, back.pathname) !== null;
}

const prefersRedirect = () => window.matchMedia?.('(max-width: 640px)').matches ?? false;

export function LoginScreen() {
  const { t, i18n } = useLingui();
  useStartAuth({ immediate: true });
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  const sharedReport = sharedReportFrom(location.state);
  const loadAdapter = useLoadAuthAdapter();
  const [mode, setMode] = useState<Mode>('signIn');
  // A switch replaces the form around the button pressed: focus goes to the new heading, which
  // says what the form is now (the first switch happens after the first render, never on load).
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) heading.current?.focus();
  }, [mode]);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const { run, pending, error, clearError } = useAuthAction();
  const serverView = useServerView();

  if (status === 'signedIn') return <Navigate to={returnPathFrom(location.state)} replace />;
  // The form shows at once (it is what the build prerendered), unless this browser was signed in
  // before: then the session is probably coming back, and the screen waits for it.
  if (status === 'unknown' && !serverView && hasSessionHint()) return <LoadingScreen />;

  const switchTo = (next: Mode) => {
    clearError();
    switched.current = true;
    setMode(next);
  };

  const continueWithGoogle = () =>
    run(async () => {
      const adapter = await loadAdapter();
      try {
        await adapter.signInWithGoogle({ redirect: prefersRedirect() });
      } catch (caught) {
        const code = authErrorCode(caught);
        // Firebase reports a Google sign-in library that failed to load as an internal error.
        if (code === 'auth/internal-error')
          throw Object.assign(new Error('Google could not be reached'), {
            code: 'pathwise/google-unreachable',
          });
        if (code !== 'auth/popup-blocked') throw caught;
        await adapter.signInWithGoogle({ redirect: true });
      }
    });

  const submitEmail = (values: SignUpValues) =>
    run(async () => {
      const adapter = await loadAdapter();
      if (mode === 'signUp') await adapter.signUpWithEmail(values);
      else await adapter.signInWithEmail(values);
    });

  const submitReset = ({ email }: { email: string }) =>
    run(async () => {
      await (await loadAdapter()).sendPasswordReset(email);
      setResetSentTo(email);
    });

  return (
    <PageFrame
      title={i18n._(TITLES[mode])}
      headingRef={heading}
      width="form"
      intro={t`An account keeps your results, saves careers you like and lets you carry on from any device. Everything else in Pathwise works without one.`}
    >
      {sharedReport !== null && <SharedReportWaiting shareId={sharedReport} />}
      {cameToJoinGroup(location.state) && <GroupJoinWaiting />}
      <Card className="mt-6 space-y-6">
        {error && (
          <p
            role="alert"
            data-error-code={error.code}
            className="rounded-lg border border-danger/50 p-3 text-danger"
          >
            {error.message}
          </p>
        )}
        {mode === 'reset' ? (
          <ResetForm pending={pending} sentTo={resetSentTo} onSubmit={submitReset} />
        ) : (
          <>
            <Button
              variant="secondary"
              size="lg"
              className="w-full"
              pending={pending}
              onClick={continueWithGoogle}
            >
              <Trans>Continue with Google</Trans>
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              <Trans>or use your email</Trans>
            </p>
            <EmailForm key={mode} mode={mode} pending={pending} onSubmit={submitEmail} />
            {mode === 'signUp' && <AccountTerms />}
          </>
        )}
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          {mode === 'signIn' && (
            <>
              <LinkButton className="min-h-11" onClick={() => switchTo('signUp')}>
                <Trans>New here? Create an account</Trans>
              </LinkButton>
              <LinkButton className="min-h-11" onClick={() => switchTo('reset')}>
                <Trans>Forgot your password?</Trans>
              </LinkButton>
            </>
          )}
          {mode !== 'signIn' && (
            <LinkButton className="min-h-11" onClick={() => switchTo('signIn')}>
              <Trans>Back to sign in</Trans>
            </LinkButton>
          )}
        </div>
      </Card>
      <div className="mt-6">
        <p className="text-sm text-muted-foreground">
          <Trans>Just looking? These work without an account:</Trans>
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          <li>
            <ButtonLink to={paths.personalityTest} variant="secondary">
              <Trans>Take the personality test</Trans>
            </ButtonLink>
          </li>
          <li>
            <ButtonLink to={paths.playgroundHome} variant="secondary">
              <Trans>Explore careers</Trans>
            </ButtonLink>
          </li>
        </ul>
      </div>
    </PageFrame>
  );
}

/** Who may make an account, and where to read what it keeps, before anyone makes one. */
function AccountTerms() {
  const age = MINIMUM_ACCOUNT_AGE;
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>
        You need to be {age} or older to make an account. We ask only for an email and a password;
        your name is optional.{' '}
        <Link to={paths.privacy} className="font-medium text-primary underline underline-offset-2">
          What we keep, and why
        </Link>
      </Trans>
    </p>
  );
}

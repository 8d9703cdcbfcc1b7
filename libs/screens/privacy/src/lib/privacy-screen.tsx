import { Trans, useLingui } from '@lingui/react/macro';
import { INTEREST_RESULTS_KEPT, MINIMUM_ACCOUNT_AGE, REPORTS_KEPT } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { PageFrame, TitledSection } from '@pathwise/ui';
import { Link } from 'react-router-dom';

const link = 'font-medium text-primary underline underline-offset-2';

/** What Pathwise keeps about a person, where, for how long and who sees it, in words a parent reads. */
export function PrivacyScreen() {
  const { t } = useLingui();
  const age = MINIMUM_ACCOUNT_AGE;
  const reportsKept = REPORTS_KEPT.unshared;
  const resultsKept = INTEREST_RESULTS_KEPT;
  return (
    <PageFrame
      title={t`Privacy: what Pathwise keeps`}
      selectable
      intro={
        <Trans>
          Pathwise is free and has no ads. We keep only what it needs to give you your results, and
          nothing about you is sold or passed on. This page says what is kept, where, for how long,
          and who can see it.
        </Trans>
      }
    >
      <TitledSection title={t`Without an account`}>
        <ul className="mt-3 list-disc space-y-2 ps-6">
          <li>
            <Trans>
              Your answers, your card sort and the careers you save are kept in this browser only,
              so you can stop and carry on. Nothing of it is stored on our server.
            </Trans>
          </li>
          <li>
            <Trans>
              To suggest careers, the browser sends your card answers to our server. The server
              works out the suggestions, sends them back and keeps nothing.
            </Trans>
          </li>
          <li>
            <Trans>
              On a shared computer, press “Forget this browser’s progress” when you finish. It
              removes everything Pathwise kept in the browser.
            </Trans>
          </li>
          <li>
            <Trans>
              So that it opens quickly and works without a connection, Pathwise also keeps its own
              program files and the activity cards in the browser. They are the same for everyone
              and hold nothing about you.
            </Trans>
          </li>
          <li>
            <Trans>
              Progress left from an earlier visit is never shown as the next person’s. Pathwise
              first asks whether it is theirs: they can carry on with it or remove it.
            </Trans>
          </li>
        </ul>
      </TitledSection>

      <TitledSection title={t`With an account`}>
        <p className="mt-3">
          <Trans>An account keeps, so you can carry on from any device:</Trans>
        </p>
        <ul className="mt-2 list-disc space-y-2 ps-6">
          <li>
            <Trans>your email address and the name you give (the name is optional);</Trans>
          </li>
          <li>
            <Trans>
              your answers to the personality test and the activity cards, and the results made from
              them (your newest {reportsKept} reports and {resultsKept} card-sort results);
            </Trans>
          </li>
          <li>
            <Trans>
              your answers to the questions about you (all optional), the careers you save or mark
              “Not for me”, and the coins you earn.
            </Trans>
          </li>
        </ul>
        <p className="mt-3">
          <Trans>
            We keep it until you delete it. Signing out clears this browser by default, so the next
            person on a shared computer doesn’t see your work.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection title={t`Who can see it`}>
        <ul className="mt-3 list-disc space-y-2 ps-6">
          <li>
            <Trans>Only you, unless you share something.</Trans>
          </li>
          <li>
            <Trans>
              You can share a personality report by link, or turn on sharing for your profile. Only
              people with the link who sign in can see it. If you share both, the link shows your
              name and the test&apos;s date before they sign in. You can stop sharing at any time:
              the link then stops working.
            </Trans>
          </li>
          <li>
            <Trans>
              If you join a group (a class, say), its maker sees the name you give it and only the
              items you tick: your progress, interest code, top 10 careers, saved careers or a
              personality summary, never your answers. You can change that or leave at any time, and
              what you stop sharing is gone from the group at once. When the group closes or ends,
              nobody sees any of it.
            </Trans>
          </li>
          <li>
            <Trans>
              The people who run Pathwise can reach the database to keep it working. They don’t look
              at anyone’s answers.
            </Trans>
          </li>
        </ul>
      </TitledSection>

      <TitledSection title={t`Download or delete it`}>
        <ul className="mt-3 list-disc space-y-2 ps-6">
          <li>
            <Trans>
              “Download my data” on your profile page gives you everything your account holds, as a
              file.
            </Trans>
          </li>
          <li>
            <Trans>
              “Delete account” in the account menu deletes your account and everything in it at
              once. If the people who run Pathwise keep backups, a copy stays in a backup until that
              backup is replaced.
            </Trans>
          </li>
        </ul>
      </TitledSection>

      <TitledSection title={t`Counting visits (analytics)`}>
        <p className="mt-3">
          <Trans>
            Analytics is off unless you say yes. With your OK, we count which pages and features get
            used, under a random id: never your name, email or answers. You can change your mind any
            time with “Analytics choices” at the bottom of every page.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection title={t`Services that handle your data`}>
        <ul className="mt-3 list-disc space-y-2 ps-6">
          <li>
            <Trans>
              Firebase Authentication (by Google) handles signing in: it holds your email, your name
              and your password, stored scrambled so no one can read it. Signing in with Google goes
              through it too.
            </Trans>
          </li>
          <li>
            <Trans>
              Pathwise’s own server and database keep the rest. No other company gets your answers.
            </Trans>
          </li>
          <li>
            <Trans>
              PostHog counts visits, only if you said yes to analytics, and never with your name,
              email or answers.
            </Trans>
          </li>
        </ul>
      </TitledSection>

      <TitledSection title={t`Ages`}>
        <p className="mt-3">
          <Trans>
            You need to be {age} or older to make an account. Laws in many countries say younger
            children need a parent’s permission to have one, and Pathwise has no way to ask for it.
            Anyone can sort the activity cards and explore careers without an account.
          </Trans>
        </p>
      </TitledSection>

      <p className="mt-10">
        <Trans>
          Using Pathwise with a class? Read{' '}
          <Link to={paths.educators} className={link}>
            Pathwise for teachers and parents
          </Link>
          .
        </Trans>
      </p>
    </PageFrame>
  );
}

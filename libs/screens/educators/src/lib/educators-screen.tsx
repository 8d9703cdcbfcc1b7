import { Trans, useLingui } from '@lingui/react/macro';
import { MINIMUM_ACCOUNT_AGE } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { PageFrame, TitledSection } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import { ClassPeriod } from './class-period';

const link = 'font-medium text-primary underline underline-offset-2';

/** For counsellors, teachers and parents: a class session, shared computers, sharing and ages. */
export function EducatorsScreen() {
  const { t } = useLingui();
  const age = MINIMUM_ACCOUNT_AGE;
  return (
    <PageFrame
      title={t`Pathwise for teachers and parents`}
      selectable
      intro={
        <Trans>
          Pathwise helps young people see what they enjoy and what they are like, and find careers
          that fit. It is free, has no ads, and works on school computers and on phones, in English
          and Spanish.
        </Trans>
      }
    >
      <ClassPeriod />

      <TitledSection title={t`On shared computers`}>
        <ul className="mt-3 list-disc space-y-2 ps-6">
          <li>
            <Trans>
              Signing out clears the browser by default, so the next student starts fresh.
            </Trans>
          </li>
          <li>
            <Trans>
              Students without an account press “Forget this browser’s progress” when they finish.
            </Trans>
          </li>
          <li>
            <Trans>
              If a student forgets, the next one isn’t shown that work as their own. Pathwise first
              asks whose it is, and neither answer is chosen for them.
            </Trans>
          </li>
          <li>
            <Trans>
              A class can work at the same time from one school network: each signed-in student is
              counted on their own, never the whole school as one.
            </Trans>
          </li>
        </ul>
      </TitledSection>

      <TitledSection title={t`What students share`}>
        <p className="mt-3">
          <Trans>
            Results belong to the student. Nothing is shown to a teacher or a parent unless the
            student shares it. A student can share their personality report by link, and stop
            sharing at any time: the link then stops working.
          </Trans>
        </p>
        <p className="mt-3">
          <Trans>
            To see a class's results, make a group on the{' '}
            <Link to={paths.groups} className={link}>
              Groups
            </Link>{' '}
            page (it needs an account) and give students its code or join link. Each student
            chooses, item by item, what you see: their progress, interest code, top 10 careers,
            saved careers or a personality summary. You see only that, with the class's totals, a
            printable summary and a CSV. A student can change it or leave at any time, and what they
            stop sharing is gone from your view at once. Opening a group's join link also marks the
            computer as shared, so signing out clears it.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection title={t`Ages`}>
        <p className="mt-3">
          <Trans>
            Students need to be {age} or older to make an account, which the personality report
            needs. Younger students can sort the activity cards and explore careers without one;
            nothing of theirs is then stored on our server.
          </Trans>
        </p>
        <p className="mt-3">
          <Trans>
            The results are a starting point for a conversation, not a verdict on what a student can
            do. The report says how sure each score is.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection title={t`Privacy`}>
        <p className="mt-3">
          <Trans>
            What is kept, where, for how long and who can see it is on{' '}
            <Link to={paths.privacy} className={link}>
              the privacy page
            </Link>
            , in words you can pass on to your school.
          </Trans>
        </p>
      </TitledSection>
    </PageFrame>
  );
}

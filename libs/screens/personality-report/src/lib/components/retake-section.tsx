import { Trans, useLingui } from '@lingui/react/macro';
import { useClearPersonalityAnswersMutation } from '@pathwise/api';
import { paths } from '@pathwise/routes';
import { Button, Card, TitledSection } from '@pathwise/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Clears the saved answers and starts the test again; the report itself is kept. */
export function RetakeSection() {
  const [clearAnswers, { isLoading }] = useClearPersonalityAnswersMutation();
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  const { t } = useLingui();

  const retake = async () => {
    setFailed(false);
    const result = await clearAnswers();
    if ('error' in result) setFailed(true);
    else void navigate(paths.personalityTest);
  };

  return (
    <TitledSection
      title={t`Take the test again`}
      headingId="report-retake"
      className="mt-10 print:hidden"
    >
      <Card className="mt-4 space-y-4">
        <p>
          <Trans>
            People change, and so can the way they see themselves. Starting again begins a fresh set
            of answers; this report stays saved in your account, with the answers it came from. When
            you finish, your new report will show here.
          </Trans>
        </p>
        {failed && (
          <p role="alert" className="text-danger">
            <Trans>We couldn&apos;t start a new test just now. Please try again.</Trans>
          </p>
        )}
        <Button variant="secondary" pending={isLoading} onClick={() => void retake()}>
          {isLoading ? <Trans>Starting…</Trans> : <Trans>Retake the test</Trans>}
        </Button>
      </Card>
    </TitledSection>
  );
}

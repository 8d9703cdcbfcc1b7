import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@pathwise/routes';
import { Button, Card, ConfirmDialog, Dialog, DialogTrigger, TitledSection } from '@pathwise/ui';
import { useNavigate } from 'react-router-dom';

/**
 * Starts the cards again after a confirmation. A browser's result is cleared; an account keeps
 * its result until the new one replaces it.
 */
export function RetakeSection({
  where,
  onRetake,
}: {
  where: 'account' | 'browser' | null;
  onRetake: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const consequence =
    where === 'account'
      ? t`You'll start with a fresh set of cards. This result stays saved in your account until your new one replaces it.`
      : t`This clears your sorted cards and this result from this browser. It can't be undone.`;
  const retake = () => {
    onRetake();
    void navigate(paths.playgroundCanvas);
  };

  return (
    <TitledSection title={t`Sort the cards again`}>
      <Card className="mt-4 space-y-4">
        <p>
          <Trans>
            Interests change, and a second go with more cards can make the picture clearer. Starting
            again gives you a fresh set of cards to sort.
          </Trans>
        </p>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="secondary">
              <Trans>Start again</Trans>
            </Button>
          </DialogTrigger>
          <ConfirmDialog
            title={t`Start the cards again?`}
            description={consequence}
            keepLabel={t`Keep my result`}
            confirmLabel={t`Yes, start again`}
            onConfirm={retake}
          />
        </Dialog>
      </Card>
    </TitledSection>
  );
}

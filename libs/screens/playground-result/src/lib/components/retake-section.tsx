import { paths } from '@pathwise/routes';
import { Button, Card, Dialog, DialogClose, DialogContent, DialogTrigger } from '@pathwise/ui';
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
  const navigate = useNavigate();
  const consequence =
    where === 'account'
      ? "You'll start with a fresh set of cards. This result stays saved in your account until your new one replaces it."
      : "This clears your sorted cards and this result from this browser. It can't be undone.";
  const retake = () => {
    onRetake();
    navigate(paths.playgroundCanvas);
  };

  return (
    <section aria-labelledby="result-retake" className="mt-10">
      <h2 id="result-retake" className="text-2xl font-semibold">
        Sort the cards again
      </h2>
      <Card className="mt-4 space-y-4">
        <p>
          Interests change, and a second go with more cards can make the picture clearer. Starting
          again gives you a fresh set of cards to sort.
        </p>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="secondary">Start again</Button>
          </DialogTrigger>
          <DialogContent title="Start the cards again?" description={consequence}>
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary">Keep my result</Button>
              </DialogClose>
              <Button variant="danger" onClick={retake}>
                Yes, start again
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      </Card>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { cn } from '../cn';

export type FavouriteToggleProps = {
  saved: boolean;
  /**
   * True while a change is on its way or the list is still loading: the button looks busy. Presses
   * still reach onToggle, whose owner holds them until it can act, so none is lost.
   */
  pending?: boolean;
  /** Names the career in the button's accessible name, so a list of toggles can be told apart. */
  careerTitle: string;
  onToggle: () => void;
  className?: string;
};

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </svg>
  );
}

/**
 * Saves a career to favourites or removes it. A toggle button (aria-pressed); the visible word is
 * part of the accessible name, so people using voice control can say what they see.
 */
export function FavouriteToggle({
  saved,
  pending = false,
  careerTitle,
  onToggle,
  className,
}: FavouriteToggleProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={
        saved ? t`Remove ${careerTitle} from favourites` : t`Save ${careerTitle} to favourites`
      }
      // Busy, never disabled: a disabled button would drop keyboard focus and the press.
      aria-busy={pending || undefined}
      onClick={onToggle}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-lg border px-3 font-medium motion-safe:transition-colors',
        saved
          ? 'border-primary bg-accent text-accent-foreground hover:opacity-90'
          : 'border-border bg-surface text-surface-foreground hover:bg-muted',
        pending && 'cursor-progress opacity-70',
        className,
      )}
    >
      <Heart filled={saved} />
      <span>{saved ? t`Remove` : t`Save`}</span>
    </button>
  );
}

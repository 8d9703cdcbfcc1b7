import { Link } from 'react-router-dom';
import { cn } from '../cn';

/** The product's name, the same in every language. */
const NAME = 'Pathwise';

/** Pathwise's name as the header shows it, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center text-xl font-bold tracking-tight text-primary',
        className,
      )}
    >
      {NAME}
    </Link>
  );
}

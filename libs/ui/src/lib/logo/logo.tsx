import { Link } from 'react-router-dom';
import { cn } from '../cn';

/** The product's name, the same in every language. */
const NAME = 'Pathwise';

/** Pathwise's name as the header shows it, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn('shrink-0 text-xl font-bold tracking-tight text-primary', className)}
    >
      {NAME}
    </Link>
  );
}

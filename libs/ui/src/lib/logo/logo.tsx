import { Link } from 'react-router-dom';
import { cn } from '../cn';

/** Pathwise's name as the header shows it, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn('shrink-0 text-xl font-bold tracking-tight text-primary', className)}
    >
      Pathwise
    </Link>
  );
}

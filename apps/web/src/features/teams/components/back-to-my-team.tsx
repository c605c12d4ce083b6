import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The way back from a screen under My Team (test day, an athlete's analysis). */
export function BackToMyTeam() {
  return (
    <Link
      to={paths.coach.team.getHref()}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-accent"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" /> Back to My Team
    </Link>
  );
}

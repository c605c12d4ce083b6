import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { useSignOut } from '../api/sign-out';

export function SignOutButton() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Button
      variant="secondary"
      fullWidth
      disabled={signOut.isPending}
      onClick={async () => {
        // Leave the protected page first (the landing route may still have to load): the guard
        // would otherwise send us to /login the moment the session is gone.
        await navigate(paths.home.getHref(), { replace: true });
        signOut.mutate('local');
      }}
    >
      <LogOut aria-hidden className="h-4 w-4" /> Sign Out
    </Button>
  );
}

import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button/button';
import { useSignOut } from '../api/sign-out';

export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button
      variant="secondary"
      fullWidth
      disabled={signOut.isPending}
      onClick={() => signOut.mutate('local')}
    >
      <LogOut aria-hidden className="h-4 w-4" /> Sign Out
    </Button>
  );
}

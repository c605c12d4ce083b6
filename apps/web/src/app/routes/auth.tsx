import { PageShell } from '@/components/layout/page-shell';
import { LoginFlow } from '@/features/auth/components/login-flow';
import { RoleSelectionForm } from '@/features/auth/components/role-selection-form';
import { SignupFlow } from '@/features/auth/components/signup-flow';

export function LoginRoute() {
  return (
    <PageShell>
      <LoginFlow />
    </PageShell>
  );
}

export function SignupRoute() {
  return (
    <PageShell>
      <SignupFlow />
    </PageShell>
  );
}

export function RoleSelectionRoute() {
  return (
    <PageShell>
      <RoleSelectionForm />
    </PageShell>
  );
}

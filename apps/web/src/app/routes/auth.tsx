import { PageShell } from '@/components/layout/page-shell';
import { LoginFlow } from '@/features/auth/components/login-flow';
import { RoleSelectionForm } from '@/features/auth/components/role-selection-form';
import { SignupFlow } from '@/features/auth/components/signup-flow';
import { useDocumentTitle } from '@/lib/use-document-title';

export function LoginRoute() {
  useDocumentTitle('Sign in');
  return (
    <PageShell>
      <LoginFlow />
    </PageShell>
  );
}

export function SignupRoute() {
  useDocumentTitle('Sign up');
  return (
    <PageShell>
      <SignupFlow />
    </PageShell>
  );
}

export function RoleSelectionRoute() {
  useDocumentTitle('Choose your role');
  return (
    <PageShell>
      <RoleSelectionForm />
    </PageShell>
  );
}

import { PageShell } from '@/components/layout/page-shell';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { SubscribeButton } from '@/features/billing/components/subscribe-button';
import { DrillsHeading } from '@/features/drills/components/drills-heading';
import { DrillsList } from '@/features/drills/components/drills-list';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AthleteDrillsRoute() {
  useDocumentTitle('Drills');
  const { profile } = useCurrentUser();
  if (!profile) return null;
  return (
    <PageShell className="gap-5">
      <DrillsHeading forceOrForm={profile.forceOrForm} />
      <DrillsList renderLockedAction={() => <SubscribeButton compact />} />
    </PageShell>
  );
}

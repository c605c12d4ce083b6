import type { TeamBadge as TeamBadgeValue } from '@gamespeed/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';

const TONES: Record<TeamBadgeValue, BadgeTone> = {
  FORCE: 'orange',
  FORM: 'blue',
  'WELL-BALANCED': 'green',
};

/** The roster badge: FORCE orange, FORM blue, WELL-BALANCED green; "Not assessed" before a diagnosis. */
export function TeamBadge({ badge }: { badge: TeamBadgeValue | null }) {
  if (!badge) return <Badge tone="neutral">Not assessed</Badge>;
  return <Badge tone={TONES[badge]}>{badge}</Badge>;
}

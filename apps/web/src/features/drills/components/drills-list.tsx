import type { ForceOrForm } from '@gamespeed/domain';
import type { Drill, DrillTab } from '@gamespeed/domain/contracts';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs/tabs';
import { useVideoPlayback } from '@/lib/video-playback';
import { useDrills } from '../api/get-drills';
import { DrillCard } from './drill-card';

export interface DrillsListProps {
  /** Renders an action under each locked drill, e.g. the billing feature's 'Subscribe'. */
  renderLockedAction?: (drill: Drill) => ReactNode;
}

/** The drill tabs (docs/product/screens.md): Recommended (default) and All Drills. */
export function DrillsList({ renderLockedAction }: DrillsListProps) {
  return (
    <Tabs defaultValue="recommended">
      <TabsList aria-label="Drill lists">
        <TabsTrigger value="recommended">Recommended</TabsTrigger>
        <TabsTrigger value="all">All Drills</TabsTrigger>
      </TabsList>
      <TabsContent value="recommended">
        <DrillTabPanel
          tab="recommended"
          emptyText={(forceOrForm) =>
            forceOrForm === 'unassigned'
              ? 'Complete your assessment to see personalized drills'
              : 'No recommended drills for your training yet. See All Drills.'
          }
          renderLockedAction={renderLockedAction}
        />
      </TabsContent>
      <TabsContent value="all">
        <DrillTabPanel
          tab="all"
          emptyText={() => 'No drills available yet'}
          renderLockedAction={renderLockedAction}
        />
      </TabsContent>
    </Tabs>
  );
}

function DrillTabPanel({
  tab,
  emptyText,
  renderLockedAction,
}: {
  tab: DrillTab;
  /** The empty state, given the athlete's drill focus (an assessed athlete is never told to assess). */
  emptyText: (forceOrForm: ForceOrForm) => string;
  renderLockedAction?: (drill: Drill) => ReactNode;
}) {
  const drills = useDrills(tab);
  // A tap plays an accessible drill or opens the paywall for a locked one (docs/product/content.md).
  const { play } = useVideoPlayback();
  if (drills.isPending) {
    return <Spinner label="Loading drills..." showLabel className="w-full justify-center py-10" />;
  }
  if (drills.isError) {
    console.error('Loading drills failed', drills.error);
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-sm text-muted">The drills could not be loaded.</p>
        <Button variant="secondary" onClick={() => void drills.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (drills.data.drills.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-muted">{emptyText(drills.data.forceOrForm)}</p>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {drills.data.drills.map((drill) => (
        <li key={drill.id}>
          <DrillCard
            drill={drill}
            onSelect={(d) => play({ id: d.id, title: d.title, accessible: d.accessible })}
            lockedAction={drill.locked ? renderLockedAction?.(drill) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

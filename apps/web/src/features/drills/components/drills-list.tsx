import type { Drill, DrillTab } from '@gamespeed/domain/contracts';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs/tabs';
import { useDrills } from '../api/get-drills';
import { DrillCard } from './drill-card';

export interface DrillsListProps {
  /** Renders an action under each locked drill, e.g. the billing feature's 'Subscribe'. */
  renderLockedAction?: (drill: Drill) => ReactNode;
}

/** docs/product/screens.md: 'tapping only logs'. */
function logDrill(drill: Drill) {
  console.info('Drill selected', { id: drill.id, title: drill.title, locked: drill.locked });
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
          emptyText="Complete your assessment to see personalized drills"
          renderLockedAction={renderLockedAction}
        />
      </TabsContent>
      <TabsContent value="all">
        <DrillTabPanel
          tab="all"
          emptyText="No drills available yet"
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
  emptyText: string;
  renderLockedAction?: (drill: Drill) => ReactNode;
}) {
  const drills = useDrills(tab);
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
    return <p className="py-10 text-center text-sm text-muted">{emptyText}</p>;
  }
  return (
    <ul className="flex flex-col gap-4">
      {drills.data.drills.map((drill) => (
        <li key={drill.id}>
          <DrillCard
            drill={drill}
            onSelect={logDrill}
            lockedAction={drill.locked ? renderLockedAction?.(drill) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

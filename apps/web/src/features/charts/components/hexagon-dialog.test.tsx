import { CHART_ZOOM_MS, type ChartPoint } from '@gamespeed/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HexagonDialog, type HexagonDialogProps } from './hexagon-dialog';

const points: ChartPoint[] = [
  { label: 'G3', athleteValue: 16.5, eliteValue: 18, unit: 'speed', testedOn: '2024-11-20' },
  { label: 'G4', athleteValue: 19, eliteValue: 21, unit: 'speed' },
  { label: '20→10', athleteValue: null, eliteValue: 0.94, unit: 'time' },
  { label: '5→10', athleteValue: 1.15, eliteValue: 1.05, unit: 'time' },
  { label: 'BJ', athleteValue: 116, eliteValue: 129, unit: 'distance' },
  { label: 'G2', athleteValue: 14, eliteValue: 15, unit: 'speed' },
];

function renderDialog(props: Partial<HexagonDialogProps> = {}) {
  render(
    <HexagonDialog
      open
      onOpenChange={vi.fn()}
      points={points}
      loading={false}
      hasWeight
      {...props}
    />,
  );
}

function finishAnimation() {
  act(() => {
    vi.advanceTimersByTime(CHART_ZOOM_MS);
  });
}

const drills = () => within(screen.getByRole('group', { name: 'Drills' }));

// Synchronous fireEvent rather than user-event: Testing Library's async wrapper waits on a
// setTimeout(0) that Vitest's fake timers would hold back.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HexagonDialog', () => {
  it('shows the title, the Elite/NFL toggle with NFL disabled and the six drills', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Comparison' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elite' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'NFL' })).toBeDisabled();
    expect(
      drills()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Broad Jump', 'ShredMill Gear 2', 'Gear 3', 'Gear 4', '20→10 Fly', '5→10 Fly']);
  });

  it('zooms into a drill for 2 s, then shows its numbers and Back to Full Hexagon', () => {
    renderDialog();
    fireEvent.click(drills().getByRole('button', { name: 'Gear 3' }));
    expect(screen.queryByRole('button', { name: 'Back to Full Hexagon' })).not.toBeInTheDocument();

    finishAnimation();
    const details = screen.getByRole('region', { name: 'Gear 3 details' });
    expect(details).toHaveTextContent('16.5 mph');
    // The latest value comes with the day it was tested.
    expect(within(details).getByText('Nov 20, 2024')).toHaveAttribute('datetime', '2024-11-20');
    expect(details).toHaveTextContent('18.0 mph');
    expect(within(details).getByText('−1.5 mph')).toHaveClass('text-red-500');

    fireEvent.click(screen.getByRole('button', { name: 'Back to Full Hexagon' }));
    expect(screen.queryByRole('region', { name: /details/ })).not.toBeInTheDocument();
  });

  it('ignores a second tap while the zoom animation runs', () => {
    renderDialog();
    fireEvent.click(drills().getByRole('button', { name: 'Gear 3' }));
    fireEvent.click(drills().getByRole('button', { name: 'Gear 4' }));

    finishAnimation();
    expect(screen.getByRole('region', { name: 'Gear 3 details' })).toBeInTheDocument();
    expect(drills().getByRole('button', { name: 'Gear 4' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('zooms from a tap on a hexagon vertex too', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /^BJ, Broad Jump:/ }));
    finishAnimation();
    expect(screen.getByRole('region', { name: 'Broad Jump details' })).toBeInTheDocument();
  });

  it('shows the day of each latest value in the numbers table', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Show numbers' }));
    const table = screen.getByRole('table', { name: 'Hexagon compared with elite' });
    const gear3 = within(table).getByRole('row', { name: /^Gear 3/ });
    expect(gear3).toHaveTextContent('16.5 mphNov 20, 2024');
    // No day for a value that was never tested.
    expect(within(table).getByRole('row', { name: /^20→10 Fly/ })).not.toHaveTextContent(/20\d\d/);
  });

  it("shows 'Loading hexagon data...' while loading, with the drills disabled", () => {
    renderDialog({ points: null, loading: true });
    expect(screen.getByText('Loading hexagon data...')).toBeInTheDocument();
    expect(drills().getByRole('button', { name: 'Broad Jump' })).toBeDisabled();
  });

  it('does not draw the hexagon without a weight', () => {
    renderDialog({ hasWeight: false });
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

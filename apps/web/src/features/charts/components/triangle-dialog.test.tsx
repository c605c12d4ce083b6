import { CHART_ZOOM_MS, type ChartPoint } from '@gamespeed/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TriangleDialog, type TriangleDialogProps } from './triangle-dialog';

const powerPoints: ChartPoint[] = [
  { label: 'Broad Jump', athleteValue: 118, eliteValue: 129, nflValue: 121, unit: 'distance' },
  { label: '20-10 Fly', athleteValue: 0.99, eliteValue: 0.94, nflValue: 0.97, unit: 'time' },
  { label: '5-10 Fly', athleteValue: null, eliteValue: 1.05, nflValue: 1.08, unit: 'time' },
];
const speedPoints: ChartPoint[] = [
  { label: '5-10 F1 ROI', athleteValue: 1.12, eliteValue: 1.05, unit: 'time' },
  { label: '5-10 Roll 90', athleteValue: 1.85, eliteValue: 1.79, unit: 'time' },
  { label: '5-10 180 Return', athleteValue: 2.04, eliteValue: 1.99, unit: 'time' },
];

function renderDialog(props: Partial<TriangleDialogProps> = {}) {
  const onOpenChange = vi.fn();
  render(
    <TriangleDialog
      open
      onOpenChange={onOpenChange}
      type="power"
      points={powerPoints}
      title="Power Triangle"
      {...props}
    />,
  );
  return { onOpenChange };
}

/** Lets the zoom (2 s) finish. */
function finishAnimation() {
  act(() => {
    vi.advanceTimersByTime(CHART_ZOOM_MS);
  });
}

// Synchronous fireEvent rather than user-event: Testing Library's async wrapper waits on a
// setTimeout(0) that Vitest's fake timers would hold back.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TriangleDialog', () => {
  it('labels each point with the athlete and benchmark values', () => {
    renderDialog();
    expect(
      screen.getByRole('button', { name: `Broad Jump: you 9' 10", elite 10' 9"` }),
    ).toBeInTheDocument();
    // A missing value: no value label but 'not tested', the gap is minus the benchmark.
    const missing = screen.getByRole('button', { name: '5-10 Fly: you not tested, elite 1.05s' });
    expect(missing).toHaveTextContent('5-10 Flynot tested−1.05s');
  });

  it('hides the close control while zoomed and shows it again after Back', () => {
    renderDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Broad Jump:/ }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByText('Broad Jump drills')).toBeInTheDocument();
    finishAnimation();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('ignores a second tap while the zoom animation runs', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /^Broad Jump:/ }));

    act(() => {
      vi.advanceTimersByTime(CHART_ZOOM_MS / 2);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    // Still zoomed: Back was ignored.
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    finishAnimation();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('ignores a zoom while the way back animates', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /^Broad Jump:/ }));
    finishAnimation();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));

    fireEvent.click(screen.getByRole('button', { name: /^20-10 Fly:/ }));
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    finishAnimation();
    fireEvent.click(screen.getByRole('button', { name: /^20-10 Fly:/ }));
    expect(screen.getByText('20-10 Fly drills')).toBeInTheDocument();
  });

  it('shows the sub-triangle of three placeholder drills with elite 100, 95, 90', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /^Broad Jump:/ }));
    finishAnimation();
    const sub = screen.getByRole('figure', { name: 'Broad Jump drills chart' });
    expect(within(sub).getByText('Drill 1')).toBeInTheDocument();
    expect(within(sub).getByText('Drill 2')).toBeInTheDocument();
    expect(within(sub).getByText('Drill 3')).toBeInTheDocument();
    // Athlete 0: the gap is minus the elite value (100 in = 8' 4").
    expect(within(sub).getByText(`−8' 4"`)).toBeInTheDocument();
  });

  it('Escape while zoomed backs out to the main triangle; on the main triangle it closes', () => {
    const { onOpenChange } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /^Broad Jump:/ }));
    finishAnimation();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    finishAnimation();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(
      screen.getByText('Your best results. Tap a point to see its drills.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Broad Jump:/ })).toHaveFocus();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offers NFL for the power type when an NFL benchmark exists', () => {
    renderDialog();
    expect(screen.getByRole('button', { name: 'Elite' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'NFL' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no NFL toggle for the speed type', () => {
    renderDialog({ type: 'speed', points: speedPoints, title: 'Game Triangle' });
    expect(screen.getByRole('button', { name: 'Elite' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NFL' })).not.toBeInTheDocument();
  });

  it('has no NFL toggle for the power type without NFL values', () => {
    renderDialog({ points: powerPoints.map(({ nflValue: _, ...p }) => p) });
    expect(screen.queryByRole('button', { name: 'NFL' })).not.toBeInTheDocument();
  });

  it('switches to the other benchmark when the active one is pressed', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Elite' }));
    expect(screen.getByRole('button', { name: 'NFL' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('button', { name: `Broad Jump: you 9' 10", NFL 10' 1"` }),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'NFL' }));
    expect(screen.getByRole('button', { name: 'Elite' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers the numbers as a table', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Show numbers' }));
    const table = screen.getByRole('table', { name: 'Power Triangle compared with elite' });
    const row = within(table).getByRole('row', { name: /Broad Jump/ });
    expect(row).toHaveTextContent(`9' 10"`);
    expect(row).toHaveTextContent(`10' 9"`);
    expect(within(row).getByText(`−0' 11"`)).toHaveClass('text-red-500');
  });
});

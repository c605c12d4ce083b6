import type { ChartPoint } from '@gamespeed/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TriangleChart } from './triangle-chart';

const points: ChartPoint[] = [
  { label: 'Broad Jump', athleteValue: 132, eliteValue: 129, unit: 'distance' },
  { label: '20-10 Fly', athleteValue: 0.99, eliteValue: 0.94, unit: 'time' },
  { label: '5-10 Fly', athleteValue: 0, eliteValue: 1.05, unit: 'time' },
];

describe('TriangleChart', () => {
  it('shows each value and its difference, green when >= 0 and red when behind', () => {
    render(<TriangleChart points={points} benchmark="elite" label="Power Triangle chart" />);
    const chart = screen.getByRole('figure', { name: 'Power Triangle chart' });
    expect(within(chart).getByText(`11' 0"`)).toBeInTheDocument();
    expect(within(chart).getByText(`+0' 3"`)).toHaveClass('text-green-500');
    expect(within(chart).getByText('−0.05s')).toHaveClass('text-red-500');
    // A 0 value counts as missing: no value label, gap = minus the benchmark, said 'not tested'
    // and not coloured like a measured deficit.
    expect(within(chart).queryByText('0.00s')).not.toBeInTheDocument();
    expect(within(chart).getByText('not tested')).toBeInTheDocument();
    expect(within(chart).getByText('−1.05s')).toHaveClass('text-muted');
  });

  it('has no buttons without onPointClick', () => {
    render(<TriangleChart points={points} benchmark="elite" label="Chart" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onPointClick with the point index', async () => {
    const onPointClick = vi.fn();
    const user = userEvent.setup();
    render(
      <TriangleChart points={points} benchmark="elite" label="Chart" onPointClick={onPointClick} />,
    );
    await user.click(screen.getByRole('button', { name: '20-10 Fly: you 0.99s, elite 0.94s' }));
    expect(onPointClick).toHaveBeenCalledWith(1);
  });
});

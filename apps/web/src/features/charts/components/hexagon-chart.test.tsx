import type { ChartPoint } from '@gamespeed/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HexagonChart } from './hexagon-chart';

/** docs/product/data-model.md order: G3, G4, 20→10, 5→10, BJ, G2. */
const hexagonPoints: ChartPoint[] = [
  { label: 'G3', athleteValue: 16.5, eliteValue: 18, unit: 'speed' },
  { label: 'G4', athleteValue: 19, eliteValue: 21, unit: 'speed' },
  { label: '20→10', athleteValue: null, eliteValue: 0.94, unit: 'time' },
  { label: '5→10', athleteValue: 1.15, eliteValue: 1.05, unit: 'time' },
  { label: 'BJ', athleteValue: 116, eliteValue: 129, unit: 'distance' },
  { label: 'G2', athleteValue: 14, eliteValue: 15, unit: 'speed' },
];

describe('HexagonChart', () => {
  it("shows 'Loading hexagon data...' while loading", () => {
    render(<HexagonChart points={null} loading hasWeight benchmark="elite" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading hexagon data...');
  });

  it('draws nothing when the profile has no weight', () => {
    const { container } = render(
      <HexagonChart points={hexagonPoints} loading={false} hasWeight={false} benchmark="elite" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('draws nothing after a failed load (no points, not loading)', () => {
    const { container } = render(
      <HexagonChart points={null} loading={false} hasWeight benchmark="elite" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('draws the six vertices in documented order and calls onDrillClick with the vertex index', async () => {
    const onDrillClick = vi.fn();
    const user = userEvent.setup();
    render(
      <HexagonChart
        points={hexagonPoints}
        loading={false}
        hasWeight
        benchmark="elite"
        onDrillClick={onDrillClick}
      />,
    );
    const chart = screen.getByRole('figure', { name: 'Hexagon comparison chart' });
    const vertices = within(chart).getAllByRole('button');
    const shown = (b: HTMLElement) =>
      [...b.querySelectorAll('[aria-hidden]')].map((part) => part.textContent).join('');
    expect(vertices.map(shown)).toEqual([
      'G316.5 mph−1.5 mph',
      'G419.0 mph−2.0 mph',
      '20→10not tested−0.94s',
      '5→101.15s−0.10s',
      `BJ9' 8"−1' 1"`,
      'G214.0 mph−1.0 mph',
    ]);
    expect(vertices[1]).toHaveAccessibleName(
      'G4, ShredMill Gear 4 (Option A): you 19.0 mph, elite 21.0 mph',
    );

    await user.click(screen.getByRole('button', { name: /^BJ, Broad Jump:/ }));
    expect(onDrillClick).toHaveBeenCalledWith(4);
    await user.click(screen.getByRole('button', { name: /^G3, ShredMill Gear 3:/ }));
    expect(onDrillClick).toHaveBeenLastCalledWith(0);
  });

  it("keeps the missing-value rule (centre, gap = minus the benchmark) and says 'not tested'", () => {
    const { container } = render(
      <HexagonChart points={hexagonPoints} loading={false} hasWeight benchmark="elite" />,
    );
    const missing = screen.getByText('20→10').parentElement!;
    expect(missing).not.toHaveTextContent('-0');
    expect(within(missing).getByText('not tested')).toBeVisible();
    // The gap stays minus the benchmark but is not coloured like a measured deficit.
    const gap = within(missing).getByText('−0.94s');
    expect(gap).not.toHaveClass('text-red-500');
    expect(gap).toHaveClass('text-muted');
    // The point is drawn at the centre of the hexagon (250, 230).
    const dots = container.querySelectorAll('circle');
    const centre = [...dots].filter(
      (c) => c.getAttribute('cx') === '250' && c.getAttribute('cy') === '230',
    );
    expect(centre).toHaveLength(1);
  });

  it('offers the numbers as a table', async () => {
    const user = userEvent.setup();
    render(<HexagonChart points={hexagonPoints} loading={false} hasWeight benchmark="elite" />);
    await user.click(screen.getByRole('button', { name: 'Show numbers' }));
    const row = screen.getByRole('row', { name: /ShredMill Gear 2/ });
    expect(row).toHaveTextContent('14.0 mph');
    expect(row).toHaveTextContent('15.0 mph');
    expect(within(row).getByText('−1.0 mph')).toHaveClass('text-red-500');
    const notTested = screen.getByRole('row', { name: /20→10 Fly/ });
    expect(notTested).toHaveTextContent('not tested');
    expect(within(notTested).getByText('−0.94s')).toHaveClass('text-muted');
  });
});

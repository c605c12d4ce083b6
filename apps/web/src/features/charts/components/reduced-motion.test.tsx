import type { ChartPoint } from '@gamespeed/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TriangleDialog } from './triangle-dialog';

// prefers-reduced-motion: reduce (jsdom has no matchMedia of its own).
function preferReducedMotion() {
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

const points: ChartPoint[] = [
  { label: 'Broad Jump', athleteValue: 118, eliteValue: 129, unit: 'distance' },
  { label: '20-10 Fly', athleteValue: 0.99, eliteValue: 0.94, unit: 'time' },
  { label: '5-10 Fly', athleteValue: 1.12, eliteValue: 1.05, unit: 'time' },
];

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  preferReducedMotion();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

describe('charts with reduced motion', () => {
  it('cuts instead of zooming, keeping the same states', () => {
    render(
      <TriangleDialog open onOpenChange={vi.fn()} type="speed" points={points} title="Triangle" />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Broad Jump:/ }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(0);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

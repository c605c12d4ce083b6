import type { ChartPoint } from '@gamespeed/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TriangleDialog } from './triangle-dialog';

// prefers-reduced-motion: reduce
vi.mock('motion/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('motion/react')>()),
  useReducedMotion: () => true,
}));

const points: ChartPoint[] = [
  { label: 'Broad Jump', athleteValue: 118, eliteValue: 129, unit: 'distance' },
  { label: '20-10 Fly', athleteValue: 0.99, eliteValue: 0.94, unit: 'time' },
  { label: '5-10 Fly', athleteValue: 1.12, eliteValue: 1.05, unit: 'time' },
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
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

import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './error-screen';

function Broken(): never {
  throw new Error('The chunk did not load');
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows the error screen with the message in place of a screen that failed, and tries again at another address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary pathname="/athlete/dashboard">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The chunk did not load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary pathname="/athlete/dashboard">
        <p>Recovered</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary pathname="/athlete/drills">
        <p>Recovered</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});

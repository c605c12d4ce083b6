import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rosterRowFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { RosterList } from './roster-list';

const athlete = (n: number, firstName: string, mss: number | null) =>
  rosterRowFixture({
    athleteId: `20000000-0000-4000-8000-00000000000${n}`,
    firstName,
    lastName: 'Lee',
    sprintProfile: mss === null ? null : { f0PerKg: 8, mss, testDate: `2026-11-0${n}` },
  });

describe('RosterList', () => {
  it('sorts by top speed, fastest first, athletes without a profile last and said so', async () => {
    const rows = [athlete(1, 'Ann', 8.9), athlete(2, 'Bo', null), athlete(3, 'Cy', 9.62)];
    const { user } = renderWithProviders(<RosterList teamId="t1" rows={rows} />);
    const names = () =>
      within(screen.getByRole('region', { name: 'Roster' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' Lee')[0]);
    expect(names()).toEqual(['Ann', 'Bo', 'Cy']);
    expect(screen.queryByText(/listed last/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Top speed, MSS (fastest first)' }));
    expect(names()).toEqual(['Cy', 'Ann', 'Bo']);
    expect(screen.getByText('1 athlete without a sprint profile is listed last.')).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sprint profile Nov 3 · 21.5 mph (9.62 m/s) · F0 8.0 N/kg');
    expect(items[2]).toHaveTextContent('No sprint profile');
  });
});

import { highSchoolGraduationYears } from '@gamespeed/domain';
import type { LevelResponse } from '@gamespeed/domain/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast/use-toast';
import { jsonResponse, type SentRequest, stubApi } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { LevelCard } from './level-card';

const [, juniorYear] = highSchoolGraduationYears(new Date());
const stored: LevelResponse = {
  level: 'high_school',
  graduationYear: juniorYear!,
  effective: { level: 'high_school', grade: 11, source: 'team' },
  teamName: 'Tigers',
};

let sent: SentRequest[];

beforeEach(() => {
  sent = stubApi(() => jsonResponse(200, stored)).sent;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

const writes = () => sent.filter((request) => request.method === 'PUT');

describe('LevelCard', () => {
  it('says which level counts and where it comes from', async () => {
    renderWithProviders(<LevelCard />, { toaster: true });
    expect(
      await screen.findByText('High school, grade 11 (junior) (from your team Tigers)'),
    ).toBeInTheDocument();
    expect(screen.getByText(String(juniorYear))).toBeInTheDocument();
  });

  it('refuses a graduation year outside high school before sending, then saves a good one', async () => {
    const { user } = renderWithProviders(<LevelCard />, { toaster: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Your Level' }));
    const year = screen.getByLabelText('Graduation year');
    expect(year).toHaveValue(String(juniorYear));
    await user.clear(year);
    await user.type(year, String(juniorYear! + 10));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Graduation year must be .* for high school/)).toBeVisible();
    expect(writes()).toHaveLength(0);

    await user.clear(year);
    await user.type(year, String(juniorYear));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({ level: 'high_school', graduationYear: juniorYear });
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type PlayableVideo, VideoPlaybackContext } from '@/lib/video-playback';
import { testId } from '@/testing/fixtures';
import { TrainingFocusCard } from './training-focus-card';

const prescription = {
  deficiencyType: 'force_deficient',
  gearLevel: 2,
  weightRoom: ['Trap bar jump', 'Split squat', 'Hip thrust'],
  field: ['Sled push'],
  videoLinks: [
    {
      category: 'weight_room',
      exerciseName: 'Trap bar jump',
      videoId: testId(1),
      accessible: true,
    },
    { category: 'weight_room', exerciseName: 'Split squat', videoId: testId(2), accessible: false },
  ],
} as const;

describe('TrainingFocusCard', () => {
  it('plays an open video, shows a locked one as locked and hands it to the paywall, leaves the rest plain', async () => {
    const play = vi.fn<(video: PlayableVideo) => void>();
    render(
      <VideoPlaybackContext.Provider value={{ play }}>
        <TrainingFocusCard
          prescription={{
            ...prescription,
            weightRoom: [...prescription.weightRoom],
            field: [...prescription.field],
            videoLinks: [...prescription.videoLinks],
          }}
        />
      </VideoPlaybackContext.Provider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play video: Trap bar jump' }));
    expect(play).toHaveBeenLastCalledWith({
      id: testId(1),
      title: 'Trap bar jump',
      accessible: true,
    });
    await user.click(screen.getByRole('button', { name: 'Locked video: Split squat' }));
    expect(play).toHaveBeenLastCalledWith({
      id: testId(2),
      title: 'Split squat',
      accessible: false,
    });
    expect(screen.queryByRole('button', { name: /Hip thrust/ })).not.toBeInTheDocument();
    expect(screen.getByText('Hip thrust')).toBeInTheDocument();
  });
});

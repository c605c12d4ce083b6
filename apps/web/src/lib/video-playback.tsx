import { createContext, useContext } from 'react';

/** What a screen knows about a video it lets someone tap. */
export interface PlayableVideo {
  id: string;
  title: string;
  /** False for a locked video: tapping it opens the paywall instead of the player. */
  accessible: boolean;
}

export interface VideoPlayback {
  /**
   * Opens the in-app player for an accessible video, or the paywall for a locked one
   * (docs/product/content.md). Focus goes back to the element that was focused when it opened.
   */
  play(video: PlayableVideo): void;
}

/**
 * Provided once by the app (it owns the player and the paywall); any feature may ask for it
 * without importing another feature. Without a provider a tap only logs.
 */
export const VideoPlaybackContext = createContext<VideoPlayback>({
  play: (video) => console.info('Video selected', video),
});

export const useVideoPlayback = () => useContext(VideoPlaybackContext);

/**
 * The query parameter naming the video to open on arrival: a checkout started from the paywall
 * returns to the screen the video was tapped on with `?video=<id>` (docs/product/billing.md
 * 'Back to the video').
 */
export const VIDEO_TO_PLAY_PARAM = 'video';

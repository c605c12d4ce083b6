import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoThumbnail } from './video-thumbnail';

describe('VideoThumbnail', () => {
  it("loads a locked video's thumbnail from the API's own address", () => {
    const { container } = render(<VideoThumbnail src="/api/videos/abc/thumbnail" />);
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(
      /^(https?:\/\/[^/]+)?\/api\/videos\/abc\/thumbnail$/,
    );
  });

  it('loads an image host address as it is', () => {
    const { container } = render(<VideoThumbnail src="https://i.vimeocdn.com/video/1-d_640x360" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://i.vimeocdn.com/video/1-d_640x360',
    );
  });
});

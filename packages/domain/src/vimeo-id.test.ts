import { describe, expect, it } from 'vitest';
import {
  isVimeoCdnThumbnail,
  parseVimeoHash,
  parseVimeoId,
  parseVimeoInput,
  parseVimeoUri,
  vimeoPlayerUrl,
  vimeoThumbnailUrl,
} from './vimeo-id';

describe('parseVimeoId', () => {
  it.each([
    ['123456', '123456'],
    ['  76979871 ', '76979871'],
    ['https://vimeo.com/76979871', '76979871'],
    ['http://www.vimeo.com/76979871?share=copy', '76979871'],
    ['vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/76979871/1a2b3c4d5e', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=1a2b', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://vimeo.com/showcase/9123/video/76979871', '76979871'],
    ['https://vimeo.com/groups/speed/videos/76979871', '76979871'],
  ])('%s → %s', (input, id) => {
    expect(parseVimeoId(input)).toBe(id);
  });

  it.each([
    '',
    'abc',
    '12a34',
    '-5',
    '1.5',
    'https://youtube.com/watch?v=123456',
    'https://evilvimeo.com/123456',
    'https://vimeo.com/channels/staffpicks',
    'https://player.vimeo.com/video/abc',
    '1'.repeat(21),
  ])('rejects %j', (input) => {
    expect(parseVimeoId(input)).toBeNull();
  });
});

describe('Vimeo addresses', () => {
  it('builds the thumbnail and the autoplaying player address from the id', () => {
    expect(vimeoThumbnailUrl('76979871')).toBe('https://vumbnail.com/76979871.jpg');
    expect(vimeoPlayerUrl('76979871')).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
    // An unlisted video plays only with its hash.
    expect(vimeoPlayerUrl('76979871', '49a4e309cd')).toBe(
      'https://player.vimeo.com/video/76979871?h=49a4e309cd&autoplay=1',
    );
  });
});

describe('parseVimeoUri and parseVimeoInput', () => {
  it('reads the hash of an unlisted video from its API address', () => {
    expect(parseVimeoUri('/videos/925926407:49a4e309cd')).toEqual({
      id: '925926407',
      hash: '49a4e309cd',
    });
    expect(parseVimeoUri('/videos/925926407')).toEqual({ id: '925926407', hash: null });
    expect(parseVimeoUri('/videos/abc')).toBeNull();
    expect(parseVimeoUri('/videos/1:2:3')).toBeNull();
    expect(parseVimeoUri('/videos/1:<b>')).toEqual({ id: '1', hash: null });
  });

  it('keeps the hash of an unlisted address pasted into Add New Video', () => {
    expect(parseVimeoInput('https://vimeo.com/925926407/49a4e309cd')).toEqual({
      id: '925926407',
      hash: '49a4e309cd',
    });
    expect(parseVimeoInput('https://player.vimeo.com/video/925926407?h=49a4e309cd')).toEqual({
      id: '925926407',
      hash: '49a4e309cd',
    });
    expect(parseVimeoInput('925926407:49a4e309cd')).toEqual({
      id: '925926407',
      hash: '49a4e309cd',
    });
    expect(parseVimeoInput('925926407')).toEqual({ id: '925926407', hash: null });
    expect(parseVimeoInput('https://youtube.com/watch?v=1')).toBeNull();
  });
});

describe('parseVimeoHash', () => {
  it('reads h= of a player address and the segment after the id of a page address', () => {
    expect(parseVimeoHash('https://player.vimeo.com/video/925926407?h=49a4e309cd')).toBe(
      '49a4e309cd',
    );
    expect(parseVimeoHash('https://vimeo.com/925926407/49a4e309cd')).toBe('49a4e309cd');
    expect(parseVimeoHash('https://vimeo.com/925926407')).toBeNull();
    expect(parseVimeoHash('https://example.com/925926407/49a4e309cd')).toBeNull();
    expect(parseVimeoHash('https://player.vimeo.com/video/1?h=<script>')).toBeNull();
    expect(parseVimeoHash(null)).toBeNull();
  });
});

describe('isVimeoCdnThumbnail', () => {
  it('keeps only https addresses on i.vimeocdn.com', () => {
    expect(isVimeoCdnThumbnail('https://i.vimeocdn.com/video/1-d_640x360')).toBe(true);
    expect(isVimeoCdnThumbnail('http://i.vimeocdn.com/video/1-d_640x360')).toBe(false);
    expect(isVimeoCdnThumbnail('https://evil.example/i.vimeocdn.com.png')).toBe(false);
    expect(isVimeoCdnThumbnail('https://i.vimeocdn.com.evil.example/x')).toBe(false);
    expect(isVimeoCdnThumbnail('javascript:alert(1)')).toBe(false);
  });
});

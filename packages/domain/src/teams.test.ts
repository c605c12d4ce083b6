import { describe, expect, it } from 'vitest';
import { joinTeamRequestSchema } from './contracts/team-invites';
import {
  biggestGapFromReason,
  biggestGapText,
  formatInviteCode,
  isActiveWithin,
  isInviteCodeShape,
  normalizeInviteCode,
  teamBadge,
} from './teams';

describe('teams rules', () => {
  it('maps the stored diagnosis to the roster badge', () => {
    expect(teamBadge('force_deficient')).toBe('FORCE');
    expect(teamBadge('form_deficient')).toBe('FORM');
    expect(teamBadge('well_balanced')).toBe('WELL-BALANCED');
    expect(teamBadge('other')).toBe('WELL-BALANCED');
    expect(teamBadge(null)).toBeNull();
  });

  it('reads typed codes whatever the case, spaces and dashes', () => {
    expect(normalizeInviteCode(' abcd-2345 ')).toBe('ABCD2345');
    expect(isInviteCodeShape('ABCD2345')).toBe(true);
    expect(isInviteCodeShape('ABCD0345')).toBe(false); // 0 is not in the alphabet
    expect(isInviteCodeShape('ABCD234')).toBe(false);
    expect(formatInviteCode('ABCD2345')).toBe('ABCD-2345');
    expect(joinTeamRequestSchema.parse({ code: 'abcd 2345' })).toEqual({ code: 'ABCD2345' });
    const token = 'a'.repeat(32);
    expect(joinTeamRequestSchema.parse({ code: token })).toEqual({ code: token });
    expect(joinTeamRequestSchema.safeParse({ code: 'nope' }).success).toBe(false);
  });

  it('counts an athlete active after a test or a sign-in within 7 days', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(isActiveWithin('2026-03-04', null, now)).toBe(true);
    expect(isActiveWithin('2026-03-02', null, now)).toBe(false);
    expect(isActiveWithin(null, new Date('2026-03-04T00:00:00Z'), now)).toBe(true);
    expect(isActiveWithin(null, null, now)).toBe(false);
  });

  it('names the biggest gap from the stored reason', () => {
    const fly = biggestGapFromReason({ kind: 'fly_slow', test: '20→10 Fly', gapSeconds: 0.24 });
    expect(fly).toEqual({ test: '20→10 Fly', amount: 0.24, unit: 's' });
    expect(biggestGapText(fly)).toBe('0.24 s slow on 20→10 Fly');
    const jump = biggestGapFromReason({ kind: 'broad_jump_short', gapInches: 19.04 });
    expect(biggestGapText(jump)).toBe('19 in short on Broad Jump');
    expect(biggestGapText(biggestGapFromReason({ kind: 'balanced', gapInches: -2 }))).toBe(
      'At elite',
    );
    expect(biggestGapFromReason(null)).toBeNull();
  });
});

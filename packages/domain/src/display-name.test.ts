import { describe, expect, it } from 'vitest';
import { displayNameProblem, personNamesProblem } from './display-name';

describe('names in invites', () => {
  it('accepts letters of any script, digits and basic punctuation', () => {
    for (const name of ["St. Mary's Hawks #1", 'Ñandú (JV) & Co', 'J.R. Smith-Jones', 'Björk!?'])
      expect(displayNameProblem(name, 'team'), name).toBeNull();
  });

  it('refuses web and e-mail addresses, also in full-width look-alikes', () => {
    for (const name of ['log in at evil.com', 'x@y', 'a://b', 'www hawks', 'evil．com'])
      expect(displayNameProblem(name, 'team'), name).toBe(
        'Leave web and e-mail addresses out of the team name',
      );
  });

  it('refuses line breaks, angle brackets and slashes, and caps the length', () => {
    for (const name of ['a\nb', '<b>', 'a/b', 'tab\there'])
      expect(displayNameProblem(name, 'person'), name).toMatch(/^Use only letters/);
    expect(displayNameProblem('x'.repeat(61), 'team')).toBe(
      'Keep the team name to 60 characters or fewer',
    );
    expect(personNamesProblem('Dana', 'x'.repeat(41))).toBe(
      'Keep your name to 40 characters or fewer',
    );
    expect(personNamesProblem(' Dana ', 'Reyes')).toBeNull();
  });
});

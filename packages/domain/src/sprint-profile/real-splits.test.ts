/**
 * Real split times: 10 m splits of world-championship 100 m finals, as Chronojump ships them for
 * testing its own use of the `shorts` model (repository GNOME/chronojump,
 * r-scripts/tests/shortsLibrary/WorlChampionshipSplitTimes.csv, commit a636e8a7; four lines,
 * bytes unchanged: semicolons, decimal commas, a reaction time in ms or in s by year).
 * Times run from the gun, so they include the reaction time: a signal start with that reaction
 * time known.
 */
import { describe, expect, it } from 'vitest';
import { computeSprintProfile } from './profile';

const LINES = [
  '1987;Ben;Johnson;129;1,71;2,73;3,67;4,54;5,4;6,25;7,1;7,97;8,83;9,7',
  '1991;Carl;Lewis;0,14;1,74;2,82;3,74;4,63;5,47;6,32;7,16;7,99;8,86;9,72',
  '1997;Donovan;Bailey;0,14;1,78;2,81;3,72;4,59;5,44;6,29;7,14;8;8,87;9,77',
  '1999;Maurice;Greene;132;1,73;2,76;3,67;4,56;5,42;6,27;7,11;7,96;8,81;9,67',
];

const decimal = (cell: string) => Number(cell.replace(',', '.'));

function parse(line: string) {
  const [year, name, surname, rt, ...times] = line.split(';');
  const reaction = decimal(rt!);
  return {
    who: `${name} ${surname} ${year}`,
    reactionTimeSeconds: reaction > 1 ? reaction / 1000 : reaction,
    splits: times.map((t, i) => ({ distance: 10 * (i + 1), time: decimal(t) })),
  };
}

describe('world-championship 100 m splits', () => {
  it.each(LINES.map(parse))('$who: a reliable profile of an elite sprinter', (race) => {
    const result = computeSprintProfile({
      splits: race.splits,
      start: { kind: 'signal', reactionTimeSeconds: race.reactionTimeSeconds },
      stop: 'electronic',
      body: { massKg: 80, heightMetres: 1.83 },
    });
    if (!result.ok) throw new Error(result.failure.message);
    const { profile } = result;
    expect(profile.timeCorrection).toEqual({ seconds: -race.reactionTimeSeconds, method: 'fixed' });
    // The fastest 10 m of these races take 0.83–0.85 s (11.8–12.0 m/s); the model, which has no
    // slowing down and fits the whole 100 m, sits a little under that.
    expect(profile.mss).toBeGreaterThan(11.2);
    expect(profile.mss).toBeLessThan(12.2);
    expect(profile.tau).toBeGreaterThan(0.85);
    expect(profile.tau).toBeLessThan(1.1);
    expect(profile.fit.residualStandardError).toBeLessThan(0.05);
    expect(profile.kinetics!.f0PerKg).toBeGreaterThan(9);
  });

  it('with 10 splits and no reaction time given, estimates the correction instead', () => {
    const race = parse(LINES[0]!);
    const result = computeSprintProfile({
      splits: race.splits,
      start: { kind: 'signal' },
      stop: 'electronic',
    });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.profile.timeCorrection.method).toBe('estimated');
    expect(result.profile.fit.residualStandardError).toBeLessThan(0.02);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  BOTH_FEET_AND_INCHES_MESSAGE,
  checkTestEntry,
  EMPTY_ENTRY,
  ENTER_VALUE_MESSAGE,
  entryFieldErrors,
  GEAR_4_OPTIONS,
  GENERIC_ERROR_MESSAGE,
  MOVEMENT_NOT_FOUND_MESSAGE,
  parseTestEntry,
  SAVE_FAILED_MESSAGE,
  saveFailureToast,
  TEST_CHOICES,
  VALUE_PLACEHOLDERS,
} from './add-result-entry';

describe('test list', () => {
  it('lists every test once, with Gear 4 as a group of Options A, B and C', () => {
    expect(TEST_CHOICES.map((c) => c.label)).toEqual([
      'Broad Jump',
      '40 Yard Dash',
      '5→10 Fly',
      '20→10 Fly',
      '5→10 Decel',
      '5→10 Roll 90',
      '5→10 180 Return',
      'ShredMill Gear 2',
      'ShredMill Gear 3',
      'ShredMill Gear 4',
    ]);
    expect(GEAR_4_OPTIONS.map((o) => [o.label, o.movement])).toEqual([
      ['Option A', 'shredmill_gear_4_a'],
      ['Option B', 'shredmill_gear_4_b'],
      ['Option C', 'shredmill_gear_4_c'],
    ]);
  });

  it('uses the documented placeholders', () => {
    expect(VALUE_PLACEHOLDERS).toMatchObject({
      forty: '4.50',
      '5_10_fly': '1.55',
      '20_10_fly': '0.95',
      '5_10_decel': '1.70',
      '5_10_roll_90': '1.80',
      '5_10_180_return': '2.00',
      shredmill_gear_2: '12',
      shredmill_gear_3: '15',
      shredmill_gear_4_b: '18',
    });
  });
});

describe('parseTestEntry', () => {
  it('takes a decimal comma typed on a phone as the decimal point, and refuses what is not a number', () => {
    expect(parseTestEntry('5_10_fly', { ...EMPTY_ENTRY, value: '1,15' })).toEqual({
      ok: true,
      request: { movement: '5_10_fly', value: 1.15 },
    });
    expect(
      parseTestEntry('shredmill_gear_2', { ...EMPTY_ENTRY, value: '12,5', timeToTopSpeed: '2,4' }),
    ).toEqual({
      ok: true,
      request: { movement: 'shredmill_gear_2', value: 12.5, timeToTopSpeed: 2.4 },
    });
    for (const value of ['1,150.5', '1.1.5']) {
      expect(parseTestEntry('forty', { ...EMPTY_ENTRY, value })).toEqual({
        ok: false,
        message: 'Please enter a number, like 1.15 or 1,15',
      });
    }
  });

  it('needs both feet and inches for the broad jump and sends the total in inches', () => {
    expect(parseTestEntry('broad_jump', { ...EMPTY_ENTRY, feet: '9' })).toEqual({
      ok: false,
      message: BOTH_FEET_AND_INCHES_MESSAGE,
    });
    expect(parseTestEntry('broad_jump', { ...EMPTY_ENTRY, inches: '4' })).toEqual({
      ok: false,
      message: BOTH_FEET_AND_INCHES_MESSAGE,
    });
    expect(parseTestEntry('broad_jump', { ...EMPTY_ENTRY, feet: '9', inches: '0' })).toEqual({
      ok: true,
      request: { movement: 'broad_jump', value: 108 },
    });
  });

  it('needs a value for the other tests', () => {
    expect(parseTestEntry('forty', EMPTY_ENTRY)).toEqual({
      ok: false,
      message: ENTER_VALUE_MESSAGE,
    });
    expect(parseTestEntry('forty', { ...EMPTY_ENTRY, value: '  ' })).toEqual({
      ok: false,
      message: ENTER_VALUE_MESSAGE,
    });
    expect(parseTestEntry('5_10_fly', { ...EMPTY_ENTRY, value: '1.12' })).toEqual({
      ok: true,
      request: { movement: '5_10_fly', value: 1.12 },
    });
  });

  it('sends time to top speed only for speed tests, and only when given', () => {
    expect(
      parseTestEntry('shredmill_gear_2', { ...EMPTY_ENTRY, value: '14.5', timeToTopSpeed: '2.3' }),
    ).toEqual({
      ok: true,
      request: { movement: 'shredmill_gear_2', value: 14.5, timeToTopSpeed: 2.3 },
    });
    expect(parseTestEntry('shredmill_gear_4_b', { ...EMPTY_ENTRY, value: '19' })).toEqual({
      ok: true,
      request: { movement: 'shredmill_gear_4_b', value: 19 },
    });
    expect(parseTestEntry('forty', { ...EMPTY_ENTRY, value: '4.7', timeToTopSpeed: '2' })).toEqual({
      ok: true,
      request: { movement: 'forty', value: 4.7 },
    });
  });
});

describe('saveFailureToast', () => {
  it('maps failures to the documented alerts', () => {
    expect(
      saveFailureToast(
        new ApiError(503, 'movement_not_found', MOVEMENT_NOT_FOUND_MESSAGE),
        'forty',
      ),
    ).toEqual({ title: MOVEMENT_NOT_FOUND_MESSAGE });
    expect(saveFailureToast(new ApiError(500, 'internal', 'x'), 'forty')).toEqual({
      title: SAVE_FAILED_MESSAGE,
    });
    expect(saveFailureToast(new ApiError(0, 'network_error', 'offline'), 'forty')).toEqual({
      title: GENERIC_ERROR_MESSAGE,
    });
    expect(saveFailureToast(new Error('boom'), 'forty')).toEqual({ title: GENERIC_ERROR_MESSAGE });
  });

  it('explains the accepted range when the server refuses a value', () => {
    const refused = (field: string) =>
      new ApiError(400, 'invalid_input', `body.${field}: must be between ...`);
    expect(saveFailureToast(refused('value'), '5_10_decel')).toEqual({
      title: SAVE_FAILED_MESSAGE,
      description: 'Enter a value from 0.5 to 15 seconds.',
    });
    expect(saveFailureToast(refused('value'), 'shredmill_gear_3')).toEqual({
      title: SAVE_FAILED_MESSAGE,
      description: 'Enter a value from 1 to 30 mph.',
    });
    expect(saveFailureToast(refused('timeToTopSpeed'), 'shredmill_gear_3')).toEqual({
      title: SAVE_FAILED_MESSAGE,
      description: 'Enter a time to top speed from 0.1 to 20 seconds.',
    });
    expect(
      saveFailureToast(
        new ApiError(400, 'invalid_input', 'body: Unrecognized key: "athleteId"'),
        'forty',
      ),
    ).toEqual({ title: SAVE_FAILED_MESSAGE, description: 'Please check what you entered.' });
  });
});

describe('checkTestEntry', () => {
  it('passes what the shared contract accepts', () => {
    expect(checkTestEntry({ movement: 'forty', value: 4.5 })).toBeNull();
    expect(
      checkTestEntry({ movement: 'shredmill_gear_3', value: 18, timeToTopSpeed: 2.5 }),
    ).toBeNull();
  });

  it('puts the accepted range at the refused field, in words', () => {
    expect(checkTestEntry({ movement: '5_10_fly', value: 42 })).toEqual({
      errors: { value: 'Enter a value from 0.5 to 15 seconds.' },
      formMessage: null,
    });
    expect(checkTestEntry({ movement: 'shredmill_gear_2', value: 12, timeToTopSpeed: 99 })).toEqual(
      {
        errors: { timeToTopSpeed: 'Enter a time to top speed from 0.1 to 20 seconds.' },
        formMessage: null,
      },
    );
  });
});

describe('entryFieldErrors', () => {
  it("maps the server's listed fields, and never shows a path", () => {
    expect(
      entryFieldErrors('forty', [
        { path: 'value', in: 'body', message: 'must be between 3.5 and 10 seconds for forty' },
        { path: '', in: 'body', message: 'Unrecognized key: "athleteId"' },
      ]),
    ).toEqual({
      errors: { value: 'Enter a value from 3.5 to 10 seconds.' },
      formMessage: 'Please check what you entered.',
    });
  });
});

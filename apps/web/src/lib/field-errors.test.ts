import { broadJumpRequestSchema, physicalInfoSchema } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  checkWithSchema,
  type FieldMap,
  humanFieldMessage,
  humanFormMessage,
  refusedFields,
  serverFieldErrors,
} from './field-errors';

const physicalMap: FieldMap<'position' | 'height' | 'weight'> = {
  position: { field: 'position', label: 'Position' },
  heightInches: { field: 'height', label: 'Height' },
  weightLbs: { field: 'weight', label: 'Weight' },
};

describe('humanFieldMessage', () => {
  it('keeps a rule worded as a sentence', () => {
    expect(humanFieldMessage('Height', 'Height must be at most 96 inches')).toBe(
      'Height must be at most 96 inches',
    );
  });

  it("puts the field's name in front of a bare rule", () => {
    expect(humanFieldMessage('Feet', 'must be at least 1')).toBe('Feet must be at least 1');
  });

  it("replaces zod's technical wording", () => {
    expect(humanFieldMessage('Weight', 'Invalid input: expected number, received string')).toBe(
      'Weight is not valid',
    );
    expect(humanFieldMessage('Weight', '')).toBe('Weight is not valid');
  });
});

describe('humanFormMessage', () => {
  it('drops the field path of a one-line server message', () => {
    expect(humanFormMessage('body.heightInches: Height must be at most 96 inches')).toBe(
      'Height must be at most 96 inches',
    );
    expect(humanFormMessage('querystring.limit: must be at least 1')).toBe(
      'Please check what you entered: it must be at least 1.',
    );
    expect(humanFormMessage('body: Invalid input')).toBe('Please check what you entered.');
  });
});

describe('serverFieldErrors', () => {
  it("puts each refused field of a 400 at its form field, in the server's words", () => {
    const error = new ApiError(
      400,
      'invalid_input',
      'body.heightInches: Height must be at most 96 inches',
      [
        { path: 'heightInches', in: 'body', message: 'Height must be at most 96 inches' },
        { path: 'weightLbs', in: 'body', message: 'Weight must be at most 500 lbs' },
      ],
    );
    expect(serverFieldErrors(error, physicalMap)).toEqual({
      fields: {
        height: 'Height must be at most 96 inches',
        weight: 'Weight must be at most 500 lbs',
      },
      formMessage: null,
    });
  });

  it('reads the field from the one-line message of a server that lists no fields', () => {
    const error = new ApiError(400, 'invalid_input', 'body.weightLbs: must be at most 500');
    expect(serverFieldErrors(error, physicalMap)).toEqual({
      fields: { weight: 'Weight must be at most 500' },
      formMessage: null,
    });
  });

  it('words a refusal no field shows for the whole form, without its path', () => {
    const error = new ApiError(400, 'invalid_input', 'body.extra: Unrecognized key', [
      { path: 'extra', in: 'body', message: 'Unrecognized key: "extra"' },
    ]);
    const mapped = serverFieldErrors(error, physicalMap);
    expect(mapped.fields).toEqual({});
    expect(mapped.formMessage).toBe('Please check what you entered.');
    expect(mapped.formMessage).not.toMatch(/body|extra/);
  });

  it('maps nested paths to the field of their parent', () => {
    const error = new ApiError(400, 'invalid_input', 'x', [
      { path: 'profile.firstName', message: 'Please fill in all fields and select your role' },
    ]);
    expect(serverFieldErrors(error, { profile: { field: 'names', label: 'Name' } }).fields).toEqual(
      { names: 'Please fill in all fields and select your role' },
    );
  });

  it('ignores answers that are not a 400', () => {
    expect(refusedFields(new ApiError(503, 'norms_unavailable', 'Unable to load'))).toEqual([]);
    expect(refusedFields(new Error('body.heightInches: nope'))).toEqual([]);
    expect(serverFieldErrors(new ApiError(0, 'network_error', 'x'), physicalMap)).toEqual({
      fields: {},
      formMessage: null,
    });
  });
});

describe('checkWithSchema', () => {
  it('accepts what the shared contract accepts', () => {
    expect(
      checkWithSchema(
        physicalInfoSchema,
        { position: 'CB', heightInches: 71, weightLbs: 190 },
        physicalMap,
      ),
    ).toEqual({ ok: true, data: { position: 'CB', heightInches: 71, weightLbs: 190 } });
  });

  it("words the contract's refusals per form field, as the server would", () => {
    const checked = checkWithSchema(
      physicalInfoSchema,
      { position: 'CB', heightInches: 511, weightLbs: 20 },
      physicalMap,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        height: 'Height must be at most 96 inches',
        weight: 'Weight must be at least 80 lbs',
      },
      formMessage: null,
    });
  });

  it('names the field for bare rules', () => {
    const checked = checkWithSchema(
      broadJumpRequestSchema,
      { feet: 14, inches: 3 },
      {
        feet: { field: 'feet', label: 'Feet' },
        inches: { field: 'inches', label: 'Inches' },
      },
    );
    expect(checked).toMatchObject({ ok: false, errors: { feet: 'Feet must be at most 13' } });
  });
});

import { z } from 'zod';

/**
 * One field the server refused: `path` is the field's dotted path inside the request part it
 * came from (`heightInches`, `profile.firstName`), `in` names that part, `message` is the rule
 * it broke, as the shared schema words it.
 */
export const fieldErrorSchema = z.object({
  path: z.string(),
  in: z.enum(['body', 'querystring', 'params', 'headers']).optional(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * The body of every failed request: `{ error: { code, message } }`. Bad input (400
 * `invalid_input`) also lists each refused field under `fields`, so a form can show the reason
 * next to the field.
 */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

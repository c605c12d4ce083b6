import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { App } from '../../src/app';

// ajv-formats is CommonJS: its default export arrives wrapped once more under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** One real answer of the server, as a client received it. */
export interface Answer {
  method: string;
  /** The route as registered (`/api/results/:id`) or as in the document (`/api/results/{id}`). */
  path: string;
  status: number;
  contentType: string;
  body: string;
}

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Json }> }>;
}
export interface Document {
  openapi: string;
  servers?: { url: string }[];
  components?: { schemas?: Record<string, Json>; securitySchemes?: Record<string, Json> };
  paths: Record<string, Record<string, Operation>>;
}

const documentPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

export interface OpenApiChecker {
  /** The document as served at /api/docs/json (refs intact). */
  document: Document;
  /**
   * What does not match the document in one answer: an undocumented status, another content
   * type, or a body its schema refuses (Ajv, OpenAPI 3.0 `nullable` honoured). `null` when the
   * document has no such operation (HEAD twins, the docs pages, the CORS preflight).
   */
  check(answer: Answer): string[] | null;
  /** Operations of the document no successful answer has been checked against yet. */
  unchecked(): string[];
}

/**
 * Reads the app's OpenAPI document, proves it valid with an independent validator
 * (swagger-parser), and compiles every response schema with Ajv (strict mode, formats).
 */
export async function openApiChecker(app: App): Promise<OpenApiChecker> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json: ${res.statusCode}`);
  const document = res.json<Document>();
  await SwaggerParser.validate(structuredClone(document) as never);
  const resolved = (await SwaggerParser.dereference(
    structuredClone(document) as never,
  )) as never as Document;

  const ajv = new Ajv({ strict: true, strictTypes: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: Json) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(key, validate);
    }
    return validate;
  };
  const succeeded = new Set<string>();

  return {
    document,
    check(answer) {
      const method = answer.method.toLowerCase();
      const path = documentPath(answer.path);
      const operation = resolved.paths[path]?.[method];
      if (!operation || method === 'head') return null;
      const where = `${answer.method.toUpperCase()} ${path} → ${answer.status}`;
      const response =
        operation.responses[String(answer.status)] ??
        operation.responses[`${String(answer.status)[0]}XX`] ??
        operation.responses.default;
      if (!response) return [`${where}: status not in the document`];
      if (answer.status < 300) succeeded.add(`${answer.method.toUpperCase()} ${path}`);

      const media = Object.keys(response.content ?? {});
      if (media.length === 0) {
        return answer.body === '' ? [] : [`${where}: a body where the document has none`];
      }
      const type = media.find((m) => answer.contentType.split(';')[0]!.trim() === m);
      if (!type) return [`${where}: content-type ${answer.contentType}, documented ${media}`];
      // A stream never ends: only its type is compared.
      if (type !== 'application/json') return [];
      let body: unknown;
      try {
        body = JSON.parse(answer.body);
      } catch {
        return [`${where}: the body is not JSON`];
      }
      const schema = response.content![type]!.schema ?? {};
      const validate = validatorFor(`${method} ${path} ${answer.status} ${type}`, schema);
      if (validate(body)) return [];
      return (validate.errors ?? []).map(
        (error) =>
          `${where}: ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
      );
    },
    unchecked() {
      const all = Object.entries(resolved.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      );
      return all.filter((key) => !succeeded.has(key));
    },
  };
}

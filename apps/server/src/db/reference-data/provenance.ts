import { readFileSync } from 'node:fs';
import { type NormProvenance, normProvenanceSchema } from '@gamespeed/domain/contracts';

let cached: NormProvenance | undefined;

/**
 * The provenance of the reference norms (docs/product/norm-provenance.md): `provenance.json`,
 * shipped beside the CSVs and SOURCES.md, checked against the shared contract once and kept.
 */
export function normProvenance(): NormProvenance {
  cached ??= normProvenanceSchema.parse(
    JSON.parse(readFileSync(new URL('./provenance.json', import.meta.url), 'utf8')),
  );
  return cached;
}

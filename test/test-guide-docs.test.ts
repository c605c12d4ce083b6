import { readFileSync } from 'node:fs';
import { GEAR_GLOSSARY, HAND_TIMING_NOTE, TEST_GUIDES } from '@gamespeed/domain';
import { describe, expect, it } from 'vitest';

/** The "How to test" texts of the domain package are written out in docs/product/test-guide.md. */
describe('docs/product/test-guide.md', () => {
  const docs = readFileSync(
    new URL('../docs/product/test-guide.md', import.meta.url),
    'utf8',
  ).replace(/\s+/g, ' ');

  it('holds every sheet text word for word', () => {
    const texts = [
      HAND_TIMING_NOTE,
      ...GEAR_GLOSSARY.map((g) => g.text),
      ...Object.values(TEST_GUIDES).flatMap((g) => [g.setup, g.distances, g.start, g.measured]),
    ];
    for (const text of new Set(texts)) expect(docs, text).toContain(text);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * The accessibility gate (docs/decisions/012-accessibility-gate.md): axe-core's WCAG 2.0/2.1/2.2
 * A and AA rules plus its best practices, and `label-content-name-mismatch` (an accessible name
 * must start with the visible text, so speech users can say what they see). A `serious` or
 * `critical` violation fails the test; lesser ones are left to review.
 */
export const A11Y_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;
/** Rules axe ships switched off (experimental) that the gate turns on. */
export const A11Y_EXTRA_RULES = ['label-content-name-mismatch'] as const;
const BLOCKING = new Set(['serious', 'critical']);

interface Finding {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Waits for transitions (dialog and overlay fades, chart zooms) so colours are measured at rest. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const busy = () =>
          document.getAnimations().some((a) => a.playState === 'running') ||
          document.querySelector('[aria-busy="true"]') !== null;
        const deadline = Date.now() + 4000;
        const tick = () => {
          if (!busy() || Date.now() > deadline) resolve();
          else setTimeout(tick, 50);
        };
        tick();
      }),
  );
}

/**
 * Runs axe on the page as it is now (an open dialog included) and fails on any serious or
 * critical violation, listing each rule with the elements it found. `screen` names the state in
 * the failure message.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  await test.step(`axe: ${screen}`, async () => {
    await settle(page);
    const started = Date.now();
    // `options` replaces the whole option object: set it before `withTags`.
    const builder = new AxeBuilder({ page })
      .options({
        // Only violations are read: skipping passes and incompletes saves most of the time.
        resultTypes: ['violations'],
        rules: Object.fromEntries(A11Y_EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
      })
      .withTags([...A11Y_TAGS]);
    // An open select list is modal: the page behind is hidden from assistive technology and
    // unreachable by Tab until the list closes, so only the list itself is checked then.
    if ((await page.getByRole('listbox').count()) > 0) builder.include('[role="listbox"]');
    const results = await builder.analyze();
    const findings: Finding[] = results.violations
      .filter((v) => BLOCKING.has(v.impact ?? ''))
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
      }));
    if (findings.length > 0) {
      console.log(`axe ${screen} (${Date.now() - started} ms):`, JSON.stringify(findings, null, 2));
    }
    expect.soft(findings, `${screen}:\n${JSON.stringify(findings, null, 2)}`).toEqual([]);
  });
}

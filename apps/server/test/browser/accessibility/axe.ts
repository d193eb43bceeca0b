import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0 and 2.1, levels A and AA: the rules a school's conformance statement names. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One rule broken on one screen, with the elements that broke it. */
export interface Violation {
  rule: string;
  impact: string;
  help: string;
  where: string;
  targets: string[];
}

interface AxeResult {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * The serious and critical WCAG A/AA violations axe-core finds on the page as it shows now. axe-core goes into
 * a document once (through the DevTools protocol, which the page's script policy does not cover) and runs
 * again there after a resize or an opened dialog; only violations are gathered (passes are not reported).
 */
export async function axeViolations(page: Page, where: string): Promise<Violation[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axe.source);
  const results = (await page.evaluate(
    `window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(wcagTags)} }, resultTypes: ['violations'] })`,
  )) as { violations: AxeResult[] };
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      where,
      targets: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
}

/** The violations as lines a reader can act on: rule, where, the first elements. */
export function describe(violations: Violation[]): string {
  return violations
    .map((v) => `${v.rule} (${v.impact}) on ${v.where}: ${v.help}\n    ${v.targets.join('\n    ')}`)
    .join('\n');
}

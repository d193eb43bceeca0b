import type { Deps } from '../../deps';

/** Payments and refunds of one month in the school's zone, with totals that reconcile. */
export async function getPaymentReport(_deps: Deps, _input: { month: string }): Promise<never> {
  throw new Error('not built yet');
}

/** The month's report as an xlsx workbook. */
export async function exportPaymentReport(
  _deps: Deps,
  _input: { month: string },
): Promise<{ filename: string; contentType: string; base64: string }> {
  throw new Error('not built yet');
}

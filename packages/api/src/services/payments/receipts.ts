import type { PaymentRow, UserRow } from '@quanta/db';
import { ownedRow, Permission } from '../../access/access';
import type { Deps } from '../../deps';
import { presentFile } from '../../presenters/payments';
import { receiptPdf } from './receipt-pdf';
import { schoolDetailsOf } from './school-details';

/**
 * One payment's receipt as a PDF, for those who may read the payment (404 `paymentNotFound` for an
 * unknown id, 403 for another family's): the payment and its access are read in one statement.
 */
export async function getReceipt(deps: Deps, caller: UserRow, id: string) {
  const payment = await ownedRow<PaymentRow>(deps.db, caller, Permission.PaymentRead, id);
  const school = await schoolDetailsOf(deps, deps.db);
  const lang = payment.language === 'zh' ? 'zh' : 'en';
  const bytes = await receiptPdf(payment, { ...school, timeZone: deps.school.timeZone }, lang);
  return presentFile(`receipt-${payment.receiptNumber}.pdf`, 'application/pdf', bytes);
}

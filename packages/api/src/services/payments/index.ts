export { createCheckout, getCheckout } from './checkout';
export { getPayments } from './history';
export { getReceipt } from './receipts';
export { refundPayment } from './refunds';
export { exportPaymentReport, getPaymentReport } from './report';
export { getSchoolDetails, setSchoolDetails } from './school-details';
export { handleStripeWebhook } from './webhook';

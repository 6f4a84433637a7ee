// The orders feature offers other features an order's status badges, its invoice link and the order query.
export { capitalize, OrderStatusBadge, PaymentStatusText } from './order-status';
export { InvoiceLink } from './invoice-link';
export { orderKeys, useOrder } from './orders-api';

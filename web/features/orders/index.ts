// The orders feature offers other features an order's status badges and the order query.
export { capitalize, OrderStatusBadge, PaymentStatusText } from './order-status';
export { orderKeys, useOrder } from './orders-api';

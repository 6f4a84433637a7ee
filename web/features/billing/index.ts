// The billing feature offers other features the account balance (its card, the add-funds link and its query) and the
// team's plan (taking a dataset into it).
export { rechargePath } from './add-funds-dialog';
export { BalanceCard } from './balance-card';
export { useBalance } from './billing-api';
export { TakeIntoPlanButton } from './take-into-plan-button';

// The leads feature offers other features the badges that show an imported lead's status and quality.
export { LeadStatusBadge, QualityScore } from './lead-status';

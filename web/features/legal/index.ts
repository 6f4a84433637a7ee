// The legal feature offers other features the layout of a legal document and its contact block.
export { ContactBlock, LegalDocument } from './legal-document';
export type { LegalSection } from './legal-document';

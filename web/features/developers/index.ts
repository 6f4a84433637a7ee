// The developers feature offers other features its code examples (the dataset page's "Use via API").
export { rowsExamples } from './api-examples';
export { CodeExamples } from './code-examples';

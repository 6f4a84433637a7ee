// The content feature offers other features the editable site texts (useContent) and the pages' default texts.
export { useContent } from './content-context';
export { addPageContentDefaults } from './page-defaults';
export { contentLines, contentPairs, contentRows } from './content-lists';

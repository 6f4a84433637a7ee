// The API keys feature's entry: its page (the routes load it lazily from its own file).
export { ApiKeysPage } from './api-keys-page';

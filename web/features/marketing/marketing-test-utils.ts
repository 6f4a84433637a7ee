// Content store replies for the marketing page tests.
import type { ContentItem } from '../../../common/api';

export const contentItem = (key: string, value: string): ContentItem => ({
  id: key, key, type: 'text', value, label: key, section: 'Test', updatedAt: '2026-01-01T00:00:00.000Z',
});

export const contentReply = (values: Record<string, string> = {}) => ({
  body: { items: Object.entries(values).map(([key, value]) => contentItem(key, value)) },
});

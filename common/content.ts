// Site content types, shared by the content store, its schema and the admin content manager.

/** text and html (rich text, sanitised on save), image (a URL: uploaded to storage or pasted), number, link. */
export const CONTENT_TYPES = ['text', 'image', 'html', 'number', 'link'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

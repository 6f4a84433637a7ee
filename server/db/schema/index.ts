// Every table, one file per owning module (the file is named after it; its first line says so). drizzle-kit reads
// this file (drizzle.config.ts); the code imports tables from here.
export * from './auth';
export * from './account';
export * from './catalog';
export * from './reviews';
export * from './cart';
export * from './wishlist';
export * from './orders';
export * from './payments';
export * from './teams';
export * from './subscriptions';
export * from './invoices';
export * from './downloads';
export * from './balance';
export * from './leads';
export * from './leads-delivery';
export * from './content';
export * from './messages';
export * from './mail';
export * from './audit';
export * from './admin';
export * from './api-keys';

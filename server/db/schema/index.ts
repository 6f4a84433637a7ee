export * from './auth';
export * from './catalog';
export * from './commerce';
export * from './balance';
export * from './leads';
export * from './content';
export * from './messages';
export * from './audit';

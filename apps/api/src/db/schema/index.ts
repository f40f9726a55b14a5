export * from './reference';
export * from './accounts';

export { messages } from './messages';
export * from './rules';
export * from './contact';
export * from './listing';
export * from './accounts';

export * from './fgas.rules';
export * from './fgas.schema';

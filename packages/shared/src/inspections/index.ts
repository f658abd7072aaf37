export * from './inspection.schema';

export * from './field-types';
export * from './form.schema';
export * from './checklist-data';
export * from './completion';
export * from './report.schema';

// Hours and absence (issue 9): the shared schemas, types and the overtime engine.
export * from './hours.schema';
export * from './overtime';

export * from './date-format';
export * from './file-size-format';
export * from './iso-week';
export * from './locale';
export * from './number-format';
export * from './contact-format';

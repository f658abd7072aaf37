import type { TranslationSection } from '../types';

export const errors = {} satisfies TranslationSection;

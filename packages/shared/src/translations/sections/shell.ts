import type { TranslationSection } from '../types';

export const shell = {} satisfies TranslationSection;

import type { TranslationSection } from '../types';

export const settings = {} satisfies TranslationSection;

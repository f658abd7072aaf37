import type { TranslationSection } from '../types';

export const common = {} satisfies TranslationSection;

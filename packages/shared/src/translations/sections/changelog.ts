import type { TranslationSection } from '../types';

export const changelog = {} satisfies TranslationSection;

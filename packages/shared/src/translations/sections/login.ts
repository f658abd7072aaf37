import type { TranslationSection } from '../types';

export const login = {} satisfies TranslationSection;

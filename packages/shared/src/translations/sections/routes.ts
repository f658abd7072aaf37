import type { TranslationSection } from '../types';

export const routes = {} satisfies TranslationSection;

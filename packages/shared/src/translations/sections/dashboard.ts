import type { TranslationSection } from '../types';

export const dashboard = {} satisfies TranslationSection;

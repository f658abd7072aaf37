import type { TranslationSection } from '../types';

export const menus = {} satisfies TranslationSection;

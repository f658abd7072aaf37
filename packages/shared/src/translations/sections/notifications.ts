import type { TranslationSection } from '../types';

export const notifications = {} satisfies TranslationSection;

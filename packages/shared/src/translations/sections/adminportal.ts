import type { TranslationSection } from '../types';

export const adminportal = {} satisfies TranslationSection;

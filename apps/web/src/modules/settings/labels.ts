// Labels of keys the server or the shared constants define (modules, permission actions, integrations, roles).
// Each has a translation in section 'settings'; a key the texts do not know yet still reads sensibly.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A readable fallback label for a key without a translation ('manage_documents' -> 'Manage documents'). */
export function humanize(key: string): string {
  const text = key.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type LabelKind =
  'module' | 'action' | 'integration' | 'role' | 'rentalcolumn' | 'dashboard' | 'hourenterstyle';

export function labelKey(kind: LabelKind, key: string | number): string {
  return `settings.${kind}_${key}`;
}

/**
 * Translation keys of a permission action, best first. Settings and report actions are screens: they are
 * named like their page title (the worktypes settings route has the title routes.settings_worktypes).
 */
export function actionLabelKeys(module: string, action: string): string[] {
  const keys = [labelKey('action', action)];
  if (module === 'settings' || module === 'reports') keys.unshift(`routes.${module}_${action}`);
  return keys;
}

/** label('module', 'orders') -> the translated module name. */
export function useLabel(): (kind: LabelKind, key: string | number) => string {
  const { t } = useTranslation();
  return useCallback((kind, key) => t(labelKey(kind, key), { defaultValue: humanize(String(key)) }), [t]);
}

/** actionLabel(module, action): e.g. the page title of the work types settings for settings_worktypes. */
export function useActionLabel(): (module: string, action: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (module, action) => t(actionLabelKeys(module, action), { defaultValue: humanize(action) }),
    [t],
  );
}

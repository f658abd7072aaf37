import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import type { TooltipProps } from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar';
import { lazyComponent } from '../../platform/lazy-component';
import { useSession } from '../../platform/session';
import { problemMessage } from '../settings/api-errors';
import { resourceKeys } from '../settings/resource.api';
import { importFile } from './customers.api';
import {
  exportUrl,
  fileToBase64,
  importDoneText,
  importErrorsOf,
  type ExportFilter,
  type ImportRowError,
} from './import-export.logic';

// Issue 11: what the buttons show only when used (the export menu, the import's error dialog) loads on first use,
// and the import's hint (a tooltip) when the button is first pointed at or focused: none of it is in the screen's
// first load.
const ExportMenu = lazyComponent(() => import('./ExportMenu').then((m) => m.ExportMenu));
const ImportErrorsDialog = lazyComponent(() =>
  import('./ImportErrorsDialog').then((m) => m.ImportErrorsDialog),
);
const Tooltip = lazyComponent(() =>
  import('@mui/material/Tooltip').then((m) => m.default as ComponentType<TooltipProps>),
);

export type ImportExportButtonsProps = {
  /** API name, e.g. 'customers' (GET customers/export, POST customers/import). */
  resource: string;
  /** Translation key of a column's label, for the error dialog. */
  fieldLabel: (field: string) => string;
  canImport: boolean;
  /** The list's search, filters and order: the export writes the rows the list shows (issue 12). */
  filter?: ExportFilter;
};

/**
 * Export (XLSX or CSV) and import buttons of a list. A refused import lists each bad row in a dialog; nothing of
 * such a file is imported (the server runs it in one transaction). Other modules' lists can use it as it is.
 */
export function ImportExportButtons({ resource, fieldLabel, canImport, filter }: ImportExportButtonsProps) {
  const { t } = useTranslation();
  const { language } = useSession();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // Once opened, the menu stays mounted so that it closes with its transition.
  const [menuUsed, setMenuUsed] = useState(false);
  // The import hint: null until first wanted, then whether it is open.
  const [hint, setHint] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ImportRowError[] | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const answer = await importFile(resource, file.name, await fileToBase64(file));
      snackbar.success(importDoneText(t, answer));
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
    } catch (error) {
      const rows = importErrorsOf(error);
      if (rows) setErrors(rows);
      else snackbar.error(problemMessage(error, t('settings.message')));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  // The hint's tooltip loads when a mouse or the keyboard's focus first comes to the import button, and opens
  // then (a touch opens it by a long press once loaded, as before; a tap opens the file picker).
  const showHint = () => setHint((shown) => shown ?? true);
  const importButton = (
    <span
      onPointerEnter={hint === null ? (e) => e.pointerType === 'mouse' && showHint() : undefined}
      onPointerDown={hint === null ? (e) => e.pointerType !== 'mouse' && setHint(false) : undefined}
      onFocus={hint === null ? (e) => e.target.matches(':focus-visible') && showHint() : undefined}
    >
      <Button
        variant="outlined"
        startIcon={<FileUploadOutlined />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {busy ? t('customers.importing') : t('customers.import')}
      </Button>
    </span>
  );

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onPointerEnter={() => void ExportMenu.preload()}
        onFocus={() => void ExportMenu.preload()}
        onClick={(e) => {
          setMenu(e.currentTarget);
          setMenuUsed(true);
        }}
      >
        {t('customers.export')}
      </Button>
      {menuUsed ? (
        <Suspense fallback={null}>
          <ExportMenu
            anchorEl={menu}
            onClose={() => setMenu(null)}
            href={(format) => exportUrl(resource, format, language, filter)}
          />
        </Suspense>
      ) : null}
      {canImport ? (
        <>
          {hint === null ? (
            importButton
          ) : (
            <Suspense fallback={importButton}>
              <Tooltip
                title={t('customers.importHint')}
                open={hint}
                onOpen={() => setHint(true)}
                onClose={() => setHint(false)}
              >
                {importButton}
              </Tooltip>
            </Suspense>
          )}
          <input
            ref={input}
            type="file"
            hidden
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </>
      ) : null}
      {errors ? (
        <Suspense fallback={null}>
          <ImportErrorsDialog errors={errors} fieldLabel={fieldLabel} onClose={() => setErrors(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

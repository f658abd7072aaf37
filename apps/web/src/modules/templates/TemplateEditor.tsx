import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { insertTag, placeholdersIn, renderTemplate, tagOf } from '@suite/shared/templates/placeholders';
import {
  placeholderLabelKey,
  placeholdersFor,
  sampleValues,
  TEMPLATE_FORMATS,
  type TemplateContext,
  type TemplateKind,
} from '@suite/shared/templates/template-kinds';
import { SMS_MAX_COUNT, smsCount, smsLength } from '@suite/shared/validation/sms';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type TemplateEditorProps = {
  kind: TemplateKind;
  /** The module or event of the row: which placeholders are offered. */
  context?: TemplateContext;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  maxLength: number;
  readOnly?: boolean;
  autoFocus?: boolean;
  name?: string;
  /** A subject line (mail) shown above the preview, filled with the same samples. */
  subject?: string;
};

/**
 * The editor of a template's text: a multiline input, a panel of the placeholders its kind offers (a click puts
 * `{{tag}}` at the cursor), and a live preview filled with sample values through the shared placeholder engine,
 * the same one the server fills real records with. HTML templates preview in a sandboxed frame (no scripts);
 * SMS texts show their length and message count (spec 01 §5: 150 characters a message, a placeholder counts 20).
 */
export function TemplateEditor(props: TemplateEditorProps) {
  const { kind, context, value, onChange, label, maxLength, readOnly, subject } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLTextAreaElement | null>(null);
  const placeholders = useMemo(() => placeholdersFor(kind, context), [kind, context]);
  const samples = useMemo(() => sampleValues(placeholders), [placeholders]);
  const format = TEMPLATE_FORMATS[kind];
  const text = value ?? '';
  // A document template may name any field of its record (get_module_field_values), so only the other kinds warn.
  const unknown = kind === 'document' ? [] : placeholdersIn(text).filter((name) => !(name in samples));
  const preview = renderTemplate(text, samples, { html: format === 'html' });

  const insert = (name: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = insertTag(text, start, end, name);
    onChange(next.text);
    // After React has put the new text in, the cursor goes right behind the tag.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const smsInfo =
    kind === 'sms'
      ? t('templates.smsCount', { length: smsLength(text), count: smsCount(text), max: SMS_MAX_COUNT })
      : undefined;

  return (
    <Stack spacing={1.5}>
      <TextField
        label={label}
        name={props.name}
        required={props.required}
        error={props.error}
        helperText={props.helperText ?? smsInfo ?? t('templates.editorHelp')}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onBlur={props.onBlur}
        disabled={readOnly}
        autoFocus={props.autoFocus}
        fullWidth
        multiline
        minRows={kind === 'sms' ? 3 : 8}
        maxRows={20}
        inputRef={input}
        slotProps={{
          htmlInput: {
            maxLength,
            spellCheck: true,
            sx: { fontFamily: format === 'html' ? 'monospace' : undefined },
          },
        }}
      />
      {props.helperText && smsInfo ? (
        <Typography variant="caption" color="text.secondary">
          {smsInfo}
        </Typography>
      ) : null}
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {t('templates.placeholders')}
        </Typography>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
          role="group"
          aria-label={t('templates.placeholders')}
        >
          {placeholders.map((ph) => (
            <Tooltip key={ph.name} title={`${tagOf(ph.name)} – ${t('templates.sample')}: ${ph.sample}`}>
              <Chip
                size="small"
                variant="outlined"
                color="primary"
                label={t(placeholderLabelKey(ph.name), { defaultValue: ph.name })}
                onClick={readOnly ? undefined : () => insert(ph.name)}
                disabled={readOnly}
              />
            </Tooltip>
          ))}
        </Box>
      </Box>
      {unknown.length > 0 ? (
        <Alert severity="warning">
          {t('templates.unknownPlaceholders', { tags: unknown.map(tagOf).join(', ') })}
        </Alert>
      ) : null}
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {t('templates.preview')}
        </Typography>
        <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'grey.50' }} aria-live="polite">
          {subject !== undefined ? (
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {renderTemplate(subject, samples)}
            </Typography>
          ) : null}
          {format === 'html' ? (
            <Box
              component="iframe"
              title={t('templates.preview')}
              // No scripts, forms or navigation: the preview only shows the markup.
              sandbox=""
              srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font-family:Roboto,Arial,sans-serif;font-size:14px;margin:0}table{border-collapse:collapse}th,td{text-align:left;padding:2px 8px 2px 0;vertical-align:top}</style>${preview}`}
              sx={{ width: '100%', minHeight: 180, border: 0, bgcolor: 'background.paper' }}
            />
          ) : (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview || <em>{t('templates.previewEmpty')}</em>}
            </Typography>
          )}
        </Paper>
      </Box>
    </Stack>
  );
}

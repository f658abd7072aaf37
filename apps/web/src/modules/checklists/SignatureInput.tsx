// A drawn signature (spec 02 §3 type 13, the checkpoint and survey signatures): drawn with a finger or a mouse on
// signature_pad (MIT) and kept as a PNG data URL, which the report prints inline.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';

export function SignatureInput(props: {
  value: string | null | undefined;
  onChange?: (value: string | null) => void;
  label?: string;
  height?: number;
}) {
  const { value, onChange, label, height = 160 } = props;
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  const valueRef = useRef(value);
  useEffect(() => {
    changeRef.current = onChange;
    valueRef.current = value;
  });
  const editable = Boolean(onChange);

  useEffect(() => {
    const el = canvas.current;
    if (!el || !editable) return;
    const p = new SignaturePad(el, { penColor: '#1a237e', backgroundColor: 'rgba(255,255,255,0)' });
    pad.current = p;
    // Sized to its box, and again when the box's width changes. ResizeObserver also reports the first size right
    // after it starts: an unchanged width is left alone, so a stroke begun in that moment is not wiped. On a real
    // change the drawing is carried over from the pad itself (its last stroke may not have reached `value` yet).
    let fittedWidth = 0;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = el.offsetWidth;
      if (!width || width === fittedWidth) return;
      const drawn = fittedWidth && !p.isEmpty() ? p.toDataURL('image/png') : valueRef.current;
      const from = { width: fittedWidth || width, height };
      fittedWidth = width;
      el.width = width * ratio;
      el.height = height * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      p.clear();
      if (drawn) void p.fromDataURL(drawn, from);
    };
    fit();
    const observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(fit) : null;
    observer?.observe(el);
    p.addEventListener('endStroke', () => changeRef.current?.(p.isEmpty() ? null : p.toDataURL('image/png')));
    return () => {
      observer?.disconnect();
      p.off();
      pad.current = null;
    };
  }, [editable, height]);

  if (!editable) {
    return (
      <Box>
        {label ? <Typography variant="body2">{label}</Typography> : null}
        {value ? (
          <Box
            component="img"
            src={value}
            alt={label ?? t('checklists.signature')}
            sx={{ maxWidth: '100%', height }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            –
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2">{label ?? t('checklists.signature')}</Typography>
        <Button
          size="small"
          onClick={() => {
            pad.current?.clear();
            onChange?.(null);
          }}
        >
          {t('checklists.clearSignature')}
        </Button>
      </Box>
      <Box
        component="canvas"
        ref={canvas}
        aria-label={t('checklists.signHere')}
        data-testid="signature-canvas"
        sx={{
          display: 'block',
          width: '100%',
          height,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Typography variant="caption" color="text.secondary">
        {t('checklists.signHere')}
      </Typography>
    </Box>
  );
}

import Construction from '@mui/icons-material/Construction';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A tab without records: says why in plain words (a module that comes later, or simply nothing yet). */
export function EmptyTab({ text, construction }: { text: string; construction?: boolean }) {
  const Icon = construction ? Construction : InboxOutlined;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 720 }}>
      <Icon color={construction ? 'primary' : 'action'} sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}

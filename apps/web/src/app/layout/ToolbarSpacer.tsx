import Box from '@mui/material/Box';

/** Keeps content clear of the fixed top bar (same height as MUI's toolbar mixin). */
export function ToolbarSpacer() {
  return <Box aria-hidden sx={(theme) => ({ ...theme.mixins.toolbar, flexShrink: 0 })} />;
}

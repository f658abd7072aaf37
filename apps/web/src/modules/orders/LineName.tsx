import Typography from '@mui/material/Typography';

/**
 * The product cell of an order, offer or invoice line: the product number on a line of its own above the name, so
 * on a phone the two never run together ('VP-1004 Daikin …', issue 12).
 */
export function LineName(props: { number?: string | null; name: string }) {
  return (
    <>
      {props.number ? (
        <Typography variant="caption" color="text.secondary" component="div" data-testid="line-number">
          {props.number}
        </Typography>
      ) : null}
      <span data-testid="line-name">{props.name}</span>
    </>
  );
}

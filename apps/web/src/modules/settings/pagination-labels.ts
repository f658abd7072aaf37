// MUI's TablePagination names its page buttons in English ('Go to next page') unless told otherwise: every use
// passes getItemAriaLabel={pageButtonLabel(t)} (app/pagination-texts.test.ts).
type Translate = (key: string) => string;

/** The translated names of a pagination's first, previous, next and last page buttons. */
export function pageButtonLabel(t: Translate): (type: 'first' | 'last' | 'next' | 'previous') => string {
  return (type) => t(`settings.${type}Page`);
}

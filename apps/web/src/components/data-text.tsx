import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';

/**
 * Text that comes from data (a mail's subject, a note, a to-do, a message, a name) is drawn in
 * its own direction, not the page's: Latin text keeps its punctuation at its end in Arabic,
 * Arabic text reads right to left in English, and a line cut short ends in an ellipsis at the
 * text's end. Give these props to the element that holds such text, or to the slot of a
 * component that shows it (a chip's label, a list item's primary text, a card's title). Fields
 * and editors do the same through the theme (`create-shell-theme.ts`), and HTML from data
 * through `sanitizeHtml`.
 */
export const dataTextProps = { dir: 'auto' } as const;

/**
 * Text from data set inside a translated sentence ("Reason: {reason}"), drawn in its own
 * direction there: wrapped in the Unicode first-strong isolate marks, which a screen reader
 * does not read.
 */
export function isolatedDataText(text: string): string {
  return `\u2068${text}\u2069`;
}

/** Typography for text from data (see `dataTextProps`). */
export function DataText<C extends ElementType = 'p'>(
  props: TypographyProps<C, { component?: C }>,
) {
  return <Typography {...dataTextProps} {...props} />;
}

/**
 * One line of text from data where the line's place follows the page: a choice of a select or a
 * menu (a farm, a flock, a party), the value shown in a closed select, a grid cell, a list's
 * entry. The line sits at the page's start (a list of choices stays aligned), its text reads in
 * its own direction and, when too long, is cut at its own end with an ellipsis.
 */
export function DataLine({ children }: { children: ReactNode }) {
  return (
    <DataText
      component="span"
      variant="inherit"
      noWrap
      sx={{ display: 'block', width: 'fit-content', maxWidth: '100%' }}
    >
      {children}
    </DataText>
  );
}

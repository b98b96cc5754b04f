/**
 * The only place the console renders server-supplied HTML. The HTML is sanitised, and the box it
 * sits in is its own containing block and stacking context (`contain: layout`, `isolation`,
 * `position: relative`, clipped overflow), so even a style that slipped through cannot cover the
 * console or stack above its header.
 */
import Box, { type BoxProps } from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

export type SafeHtmlProps = Omit<BoxProps, 'dangerouslySetInnerHTML' | 'children'> & {
  /** Unsanitised HTML from the server or the user. */
  html: string;
};

/** Keeps the HTML inside its box; exported for the markdown preview, which renders its own tree. */
export const CONTAINED_HTML_SX = {
  position: 'relative',
  overflow: 'auto',
  contain: 'layout',
  isolation: 'isolate',
  overflowWrap: 'anywhere',
} as const;

export function SafeHtml({ html, sx, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      {...rest}
      sx={[CONTAINED_HTML_SX, ...(Array.isArray(sx) ? sx : [sx])]}
      // Sanitised just above with the console's one configuration.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The screen keeps a 1280 px width and scrolls sideways on a phone. A message centred in that width
 * would sit beyond a phone's edge, so it is held to the visible width (less the page's padding and the card's
 * border) and stays put while the table scrolls.
 */
export function InView({ children }: { children: ReactNode }) {
  return (
    <Box
      style={{ position: 'sticky', left: 0, maxWidth: 'calc(100vw - 2 * var(--mantine-spacing-md) - 2px)' }}
    >
      {children}
    </Box>
  );
}

import { Button, type ButtonProps } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { openPrintView, type PrintDocument } from './handover';

/**
 * A print button: builds the document when clicked (from what the page shows) and opens the print
 * view (/tablePrint) with it in a new window. Default variant: its hover keeps the text's contrast
 * (the light variant's hover falls below WCAG AA at size xs).
 */
export function PrintButton({
  document,
  label = '打印',
  ...props
}: { document: () => PrintDocument | null; label?: string } & Omit<ButtonProps, 'children' | 'onClick'>) {
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={16} />}
      {...props}
      onClick={() => {
        const doc = document();
        if (doc) openPrintView(doc);
      }}
    >
      {label}
    </Button>
  );
}

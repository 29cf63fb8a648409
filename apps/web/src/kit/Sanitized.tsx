import DOMPurify from 'dompurify';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';

/** Server HTML shown safely: scripts, event handlers and javascript: links are stripped. */
export function SanitizedHtml({ html }: { html: string | null | undefined }) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } }), [html]);
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}

import { useEffect, useState } from 'react';
import { Center, Image, Loader, Text } from '@mantine/core';
import QRCode from 'qrcode';

/**
 * A QR code drawn in the browser from its content (a payment link, say), as an image with a
 * readable name. The content stays in `data-content` for checks.
 */
export function QrCode({ content, size = 200, label }: { content: string; size?: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    QRCode.toDataURL(content, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [content, size]);
  if (failed)
    return (
      <Text size="sm" c="red">
        二维码生成失败
      </Text>
    );
  if (!src)
    return (
      <Center w={size} h={size}>
        <Loader size="sm" aria-label="二维码生成中" />
      </Center>
    );
  return <Image src={src} w={size} h={size} alt={label} data-content={content} data-testid="qr-code" />;
}

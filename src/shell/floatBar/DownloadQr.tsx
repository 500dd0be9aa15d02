/**
 * The app-download QR code (seed 000 §2 Float bar): DOWNLOAD_QR_SIZE_PX square. The qrcode
 * library is imported only when this mounts (the popover opened), so it stays out of the
 * initial bundle. It renders an SVG, which needs no canvas.
 */
import { useEffect, useState } from 'react';
import { DOWNLOAD_QR_SIZE_PX } from '../../lib/specConstants';

export async function qrDataUrl(text: string, size = DOWNLOAD_QR_SIZE_PX): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', width: size, margin: 1 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function DownloadQr(props: { text: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(props.text)
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [props.text]);
  return src ? (
    <img
      className="float-bar__qr"
      src={src}
      alt={props.alt}
      width={DOWNLOAD_QR_SIZE_PX}
      height={DOWNLOAD_QR_SIZE_PX}
    />
  ) : (
    <span
      className="float-bar__qr float-bar__qr--pending"
      style={{ width: DOWNLOAD_QR_SIZE_PX, height: DOWNLOAD_QR_SIZE_PX }}
      aria-hidden="true"
    />
  );
}

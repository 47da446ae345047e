import { useMemo } from 'react';
import { create } from 'qrcode';

/** Modules of light border around the symbol, as the standard asks of a reader's view. */
const QUIET_ZONE = 4;

export interface QrCodeProps {
  /** The text the code holds; what is not digits or capitals goes in as UTF-8 bytes. */
  value: string;
  /** The accessible name: a screen reader says what the code is for, not its modules. */
  label: string;
  /** Width and height in CSS pixels; the drawing scales down within a narrower parent. */
  size?: number;
  testId?: string;
}

/**
 * A QR code drawn on the device — an identity token is a credential, never sent to an image service —
 * as one SVG path (one `M x y h1v1h-1z` per dark module) on white, scaling crisply to any size.
 * `qrcode` picks the version and mask; level M, as the codes were always drawn. Pages import it by
 * its path, not from `runtime/app/index.ts` that every widget page loads, so only the pages that
 * draw a code fetch the encoder.
 */
export function QrCode({ value, label, size = 240, testId }: QrCodeProps) {
  const { path, extent } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    }
    return { path: parts.join(''), extent: modules.size + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      shapeRendering="crispEdges"
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

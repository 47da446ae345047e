import { useMemo } from 'react';
import { encodeQr } from './qrEncode.ts';

/** Modules of light border around the symbol, as the standard asks of a reader's view. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn on the device as one SVG path (one `M x y h1v1h-1z` per dark module), scaling
 * crisply to any size. Shared by the identity code, the desktop QR login and the follow guide.
 */
export function QrCodeSvg({ value, label, size = 240, testId }: { value: string; label: string; size?: number; testId?: string }) {
  const { path, extent } = useMemo(() => {
    const symbol = encodeQr(value);
    const parts: string[] = [];
    symbol.modules.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`)));
    return { path: parts.join(''), extent: symbol.size + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} role="img" aria-label={label} data-testid={testId} shapeRendering="crispEdges" style={{ display: 'block', maxWidth: '100%', height: 'auto' }}>
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

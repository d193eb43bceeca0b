import { useState } from 'react';
import { onSide, rotatedSize } from './rules';

interface TurnedImageProps {
  src: string;
  alt: string;
  /** Clockwise quarter turns to show it with. */
  rotation: number;
  /** The picture's own size when known; else read once it loads. */
  width?: number | null;
  height?: number | null;
}

/**
 * A picture shown turned by a quarter turn, filling the width it is given with the room its turned shape
 * needs (so a photo on its side takes the height it shows at, and nothing overflows sideways).
 */
export function TurnedImage({ src, alt, rotation, width, height }: TurnedImageProps) {
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const w = width ?? natural?.width ?? 4;
  const h = height ?? natural?.height ?? 3;
  const shown = rotatedSize(w, h, rotation);
  const side = onSide(rotation);
  return (
    <div
      style={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${shown.width} / ${shown.height}`,
        overflow: 'hidden',
      }}
    >
      <img
        src={src}
        alt={alt}
        onLoad={(e) => {
          const img = e.currentTarget;
          if (!width || !height) setNatural({ width: img.naturalWidth, height: img.naturalHeight });
        }}
        style={{
          position: 'absolute',
          top: '50%',
          left: '50%',
          // On its side, the picture's width is the box's height and its height the box's width.
          width: side ? `${(w / h) * 100}%` : '100%',
          height: side ? `${(h / w) * 100}%` : '100%',
          transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
          display: 'block',
        }}
      />
    </div>
  );
}

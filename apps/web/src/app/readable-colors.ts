import { darken, luminance, type MantineColorsTuple, toRgba } from '@mantine/core';

/** WCAG 2.1 AA's contrast for text of normal size (1.4.3): what every badge, button and link text must reach. */
export const readableContrast = 4.5;

/** The contrast ratio of two opaque colours (WCAG's definition, on Mantine's relative luminance). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A translucent colour as it shows over white: the light variants' backgrounds. */
export function overWhite(color: string, opacity: number): string {
  const { r, g, b } = toRgba(color);
  const mix = (c: number) => Math.round(c * opacity + 255 * (1 - opacity));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

/**
 * The backgrounds a colour's text sits on in the light scheme: the page (white), striped and hovered table rows
 * (gray 0 and 1), and the colour's own light variant at its hover strength (12 % of shade 8 over white).
 */
export function textBackgrounds(shades: MantineColorsTuple, grays: MantineColorsTuple): string[] {
  return ['#ffffff', grays[0], grays[1], overWhite(shades[8], 0.12)];
}

/**
 * The lightest ink of a palette colour that reads on each of `backgrounds` (and carries white text as a filled
 * background): shade 8 where it does, else shade 9, else shade 9 darkened in steps of 10 %. Mantine's own
 * shade 8 gives 3.5:1 for teal and 3.1:1 for green on their light badges.
 */
export function readableInk(shades: MantineColorsTuple, backgrounds: string[]): string {
  const candidates = [shades[8], shades[9], ...[0.1, 0.2, 0.3, 0.4, 0.5].map((step) => darken(shades[9], step))];
  const reads = (ink: string) => [...backgrounds, '#ffffff'].every((bg) => contrastRatio(ink, bg) >= readableContrast);
  return candidates.find(reads) ?? darken(shades[9], 0.6);
}

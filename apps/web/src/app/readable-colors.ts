import { darken, luminance, type MantineColorsTuple, toRgba } from '@mantine/core';

/** WCAG 2.1 AA's contrast for text of normal size (1.4.3): what every badge, button and link text must reach. */
export const readableContrast = 4.5;

/** The contrast ratio of two opaque colours (WCAG's definition, on Mantine's relative luminance). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A translucent colour as it shows over an opaque one (white unless told): the light variants' backgrounds. */
export function over(color: string, opacity: number, below = '#ffffff'): string {
  const top = toRgba(color);
  const under = toRgba(below);
  const mix = (a: number, b: number) => Math.round(a * opacity + b * (1 - opacity));
  return `rgb(${mix(top.r, under.r)}, ${mix(top.g, under.g)}, ${mix(top.b, under.b)})`;
}

/**
 * The backgrounds a colour's text sits on in the light scheme: the page (white), striped and hovered table rows
 * (gray 0 and 1), the primary colour's tint that boxes such as the price card use (primary 0), and the colour's
 * own light variant at its hover strength (12 % of shade 8) over each of them.
 */
export function textBackgrounds(shades: MantineColorsTuple, grays: MantineColorsTuple, tint: string): string[] {
  const pages = ['#ffffff', grays[0], grays[1], tint];
  return [...pages, ...pages.map((page) => over(shades[8], 0.12, page))];
}

/** Mantine's gray 6 darkened until it reads at 4.5:1 on inputs (white, or gray 1 when disabled): placeholders. */
export function readablePlaceholder(grays: MantineColorsTuple): string {
  const steps = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3];
  const reads = (ink: string) => [grays[1], '#ffffff'].every((bg) => contrastRatio(ink, bg) >= readableContrast);
  return steps.map((step) => darken(grays[6], step)).find(reads) ?? grays[7];
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

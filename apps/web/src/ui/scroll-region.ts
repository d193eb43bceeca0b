import './scroll-region.css';

/**
 * The props of a box that scrolls (a ScrollArea's viewport): one tab stop, so a keyboard can scroll it even
 * when nothing inside takes focus, and a region named `label`, so a screen reader says what it holds.
 *
 * @example <ScrollArea.Autosize mah={300} viewportProps={scrollRegion(t('email.recipients'))}>
 */
export function scrollRegion(label: string | undefined) {
  return {
    tabIndex: 0,
    className: 'scroll-region',
    ...(label ? { role: 'region', 'aria-label': label } : {}),
  };
}

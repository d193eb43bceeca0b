import { describe, expect, it } from 'vitest';
import { safeUrl } from './url';

describe('safeUrl', () => {
  it('keeps http, https and mailto links', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeUrl('http://example.com')).toBe('http://example.com/');
    expect(safeUrl('mailto:teacher@example.com')).toBe('mailto:teacher@example.com');
  });

  it('refuses javascript: however it is written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:x',
    ]) {
      expect(safeUrl(url), url).toBeNull();
    }
  });

  it('refuses other schemes', () => {
    for (const url of ['data:text/html,<script>', 'vbscript:msgbox', 'file:///etc/passwd', 'ftp://example.com']) {
      expect(safeUrl(url), url).toBeNull();
    }
  });

  it('completes a bare address', () => {
    expect(safeUrl('example.com/page')).toBe('https://example.com/page');
    expect(safeUrl('name@example.com')).toBe('mailto:name@example.com');
  });

  it('refuses empty, relative and protocol-relative input', () => {
    for (const url of ['', '   ', '/path', '//evil.com', 'just words', 'https://']) {
      expect(safeUrl(url), url).toBeNull();
    }
  });
});

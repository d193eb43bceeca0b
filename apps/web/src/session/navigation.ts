/** Navigation for code outside React (the API link); the app plugs in its router at start-up. */
let go: (href: string) => void = (href) => window.location.assign(href);

export function setNavigator(navigate: (href: string) => void) {
  go = navigate;
}

export function navigateTo(href: string) {
  go(href);
}

export function currentHref() {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** A `redirect` query value when it is a path inside this app, else the fallback (no open redirects). */
export function safeRedirect(value: string | undefined, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** `/login` with a redirect back to `href`, unless `href` is itself a sign-in screen. */
export function loginHref(href = currentHref()) {
  const path = href.split(/[?#]/)[0] ?? '';
  if (['/login', '/register', '/verify', '/resetPassword', '/'].includes(path)) return '/login';
  return `/login?redirect=${encodeURIComponent(href)}`;
}

/** Where a user's work is, the screen after sign-in when no redirect is given. */
export function homeFor(user: { role: string; isAdmin?: boolean }): string {
  if (user.isAdmin) return '/admin/userlist';
  if (user.role === 'Teacher') return '/teach/classlist';
  if (user.role === 'Parent') return '/parent/studentlist';
  return '/myclasses';
}

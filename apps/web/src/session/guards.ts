import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { loginHref } from './navigation';
import { getUserInfo } from './storage';

interface GuardContext {
  location: ParsedLocation;
}

/** Signed-in screens (/profile, /myclasses…): to /login?redirect=… when signed out. */
export function requireSignedIn({ location }: GuardContext): void {
  if (!getUserInfo()) throw redirect({ href: loginHref(location.href) });
}

/** Teacher screens (/teach/*, /teacher/*): to /login when signed out or not a Teacher. */
export function requireTeacher({ location }: GuardContext): void {
  const user = getUserInfo();
  if (!user) throw redirect({ href: loginHref(location.href) });
  if (user.role !== 'Teacher') throw redirect({ to: '/login' });
}

/** Admin screens (/admin/*): to /login when signed out or not an admin. */
export function requireAdmin({ location }: GuardContext): void {
  const user = getUserInfo();
  if (!user) throw redirect({ href: loginHref(location.href) });
  if (!user.isAdmin) throw redirect({ to: '/login' });
}

import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { loginHref } from './navigation';
import { getUserInfo } from './storage';

interface GuardContext {
  location: ParsedLocation;
}

/** Who a screen is for, when the signed-in user is someone else (`app/WrongRole.tsx` says so). */
export class WrongRole extends Error {
  constructor(readonly audience: 'teachers' | 'admins') {
    super(`This page is for ${audience}`);
    this.name = 'WrongRole';
  }
}

/** Signed-in screens (/profile, /myclasses…): to /login?redirect=… when signed out. */
export function requireSignedIn({ location }: GuardContext): void {
  if (!getUserInfo()) throw redirect({ href: loginHref(location.href) });
}

/**
 * Teacher screens (/teach/*, /teacher/*): to /login when signed out; a signed-in student or parent is told
 * the page is for teachers, rather than shown a sign-in form they have already passed.
 */
export function requireTeacher({ location }: GuardContext): void {
  const user = getUserInfo();
  if (!user) throw redirect({ href: loginHref(location.href) });
  if (user.role !== 'Teacher') throw new WrongRole('teachers');
}

/** Admin screens (/admin/*): to /login when signed out; a signed-in user who is not an admin is told so. */
export function requireAdmin({ location }: GuardContext): void {
  const user = getUserInfo();
  if (!user) throw redirect({ href: loginHref(location.href) });
  if (!user.isAdmin) throw new WrongRole('admins');
}

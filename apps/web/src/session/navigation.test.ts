import { describe, expect, it } from 'vitest';
import { homeFor, loginHref, safeRedirect } from './navigation';

describe('safeRedirect', () => {
  it('keeps paths inside the app', () => {
    expect(safeRedirect('/myclasses', '/profile')).toBe('/myclasses');
    expect(safeRedirect('/admin/user/1/edit?x=1', '/profile')).toBe('/admin/user/1/edit?x=1');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [undefined, '', 'https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)'])
      expect(safeRedirect(value, '/profile')).toBe('/profile');
  });
});

describe('loginHref', () => {
  it('asks to come back to the screen that needed a sign-in', () => {
    expect(loginHref('/profile')).toBe('/login?redirect=%2Fprofile');
    expect(loginHref('/admin/userlist?page=2')).toBe('/login?redirect=%2Fadmin%2Fuserlist%3Fpage%3D2');
  });

  it('does not loop back to the sign-in screens', () => {
    expect(loginHref('/login?redirect=%2Fprofile')).toBe('/login');
    expect(loginHref('/verify')).toBe('/login');
  });
});

describe('homeFor', () => {
  it('sends each role to where its work is', () => {
    expect(homeFor({ role: 'Student' })).toBe('/myclasses');
    expect(homeFor({ role: 'Parent' })).toBe('/parent/studentlist');
    expect(homeFor({ role: 'Teacher' })).toBe('/teach/classlist');
    expect(homeFor({ role: 'Teacher', isAdmin: true })).toBe('/admin/userlist');
  });
});

export const homeEn = {
  title: 'Welcome to Quanta',
  intro:
    'Quanta is a tutoring school for physics and math. Join a class, work through homework and exercises, and practise at your own pace.',
  signInHint: 'Already a member? Sign in to see your classes.',
  signedInHint: 'Welcome back, {name}.',
  learnMore: 'Learn More',
  starts: 'Starts {date}',
  ends: 'Ends {date}',
  dates: '{start} – {end}',
  teacher: 'Teacher: {name}',
  empty: 'No classes are open in this language yet. Please check back soon, or switch the language.',
  sectionEmpty: 'No classes in this category yet.',
  loadFailed: 'The classes could not be loaded.',
  introTitle: 'Home introduction',
  introLabel: 'Home introduction',
  introSave: 'SAVE',
  introPlaceholder: 'Welcome text shown at the top of the home page',
};

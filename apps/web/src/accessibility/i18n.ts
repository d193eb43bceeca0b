/** The accessibility statement (`/accessibility`) and its link in the footer. */
export const accessibilityEn = {
  title: 'Accessibility statement',
  footerLink: 'Accessibility',
  intro:
    'Everyone who learns or teaches here should be able to use this site: students, parents, teachers and admins, whether they read the screen, listen to it, enlarge it or use only a keyboard.',
  standard: {
    title: 'The standard',
    text: 'The site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.',
  },
  status: {
    title: 'Where it stands',
    text: 'The site conforms to WCAG 2.1 level AA on every screen of every role (student, parent, teacher and admin), in English and in Chinese, as tested in the ways below, with the limits listed after them.',
  },
  testing: {
    title: 'How it was tested',
    axe: "The automated browser tests run axe-core's WCAG 2.0 and 2.1 level A and AA rules over every screen of every role, in English and in Chinese, on a wide screen (1366 pixels) and a phone (390 pixels), with the header's menus, the phone's menu panel and the screens' main dialogs open as well as closed.",
    keyboard:
      'A browser test uses the keyboard alone to sign in, answer a question, check the answer and submit an exam.',
    lighthouse: "The pages are checked with Lighthouse's accessibility audit.",
  },
  limits: {
    title: 'Known limits',
    formulas:
      'Formulas are shown with KaTeX, which writes each one in MathML beside what is seen: screen readers that read MathML read the formula, others may read it less well.',
    drawings:
      'A drawing made with the drawing board goes into an answer without a text alternative, so screen readers pass over it. If what it shows matters, write it in the answer as well.',
    pictures: 'An uploaded picture is described only by its file name.',
  },
  report: {
    title: 'Report a barrier',
    text: 'If something on this site stands in your way, tell the school: write to its office through the contact details on the home page, or tell your teacher. Say which page it was, what you were trying to do and what got in the way.',
    home: 'Go to the home page',
  },
  updated: 'This statement was written on 28 November 2026.',
};

import { chapters, type DbOrTx, libraries, libraryTeachers, sections } from '@quanta/db';

/** Library tree of the demo school; node keys (`physics.mechanics.kinematics`) are used by the demo questions. */
const demoLibraries = [
  {
    key: 'physics',
    name: 'Physics Library',
    teachers: ['teacherWang'],
    chapters: [
      {
        key: 'mechanics',
        name: 'Mechanics',
        sections: [
          { key: 'kinematics', name: 'Kinematics' },
          { key: 'newton', name: "Newton's Laws" },
          { key: 'energy', name: 'Work and Energy' },
        ],
      },
      {
        key: 'em',
        name: 'Electricity and Magnetism',
        sections: [
          { key: 'fields', name: 'Electric Fields' },
          { key: 'circuits', name: 'Circuits' },
        ],
      },
      {
        key: 'modern',
        name: 'Modern Physics',
        sections: [
          { key: 'relativity', name: 'Relativity' },
          { key: 'quantum', name: 'Quantum Physics' },
        ],
      },
    ],
  },
  {
    key: 'math',
    name: 'Math Library',
    teachers: ['teacherWang', 'teacherSmith'],
    chapters: [
      {
        key: 'algebra',
        name: 'Algebra',
        sections: [
          { key: 'quadratics', name: 'Quadratic Equations' },
          { key: 'functions', name: 'Functions' },
        ],
      },
      {
        key: 'geometry',
        name: 'Geometry',
        sections: [
          { key: 'triangles', name: 'Triangles' },
          { key: 'circles', name: 'Circles' },
        ],
      },
      {
        key: 'calculus',
        name: 'Calculus',
        sections: [
          { key: 'limits', name: 'Limits' },
          { key: 'derivatives', name: 'Derivatives' },
        ],
      },
    ],
  },
  {
    key: 'archive',
    name: '2019 Contest Archive',
    expired: true,
    teachers: [],
    chapters: [{ key: 'papers', name: 'Past Papers', sections: [] as { key: string; name: string }[] }],
  },
];

export interface LibraryNode {
  libraryId: string;
  chapterId: string;
  sectionId: string | null;
}

/**
 * The demo libraries (physics and math, bound to the demo teachers, and an expired archive). Answers
 * each chapter and section by its dotted key.
 */
export async function seedLibraries(
  tx: DbOrTx,
  people: Map<string, string>,
  now: Date,
): Promise<Map<string, LibraryNode>> {
  const nodes = new Map<string, LibraryNode>();
  for (const [position, l] of demoLibraries.entries()) {
    const [library] = await tx
      .insert(libraries)
      .values({ name: l.name, expired: l.expired ?? false, position, createdAt: now })
      .returning({ id: libraries.id });
    const libraryId = library!.id;
    for (const teacher of l.teachers) {
      await tx.insert(libraryTeachers).values({ libraryId, teacherId: people.get(teacher)! });
    }
    for (const [chapterPosition, c] of l.chapters.entries()) {
      const [chapter] = await tx
        .insert(chapters)
        .values({ libraryId, name: c.name, position: chapterPosition })
        .returning({ id: chapters.id });
      const chapterId = chapter!.id;
      nodes.set(`${l.key}.${c.key}`, { libraryId, chapterId, sectionId: null });
      for (const [sectionPosition, s] of c.sections.entries()) {
        const [section] = await tx
          .insert(sections)
          .values({ chapterId, name: s.name, position: sectionPosition })
          .returning({ id: sections.id });
        nodes.set(`${l.key}.${c.key}.${s.key}`, { libraryId, chapterId, sectionId: section!.id });
      }
    }
  }
  return nodes;
}

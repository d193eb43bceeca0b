import { chapters, type DbOrTx, libraries, libraryTeachers, sections } from '@quanta/db';

/** A chapter's name and its sections' names, by key. */
interface DemoChapter {
  name: string;
  sections: Record<string, string>;
}

/**
 * Library tree of the demo school, each level in its order; node keys (`physics.mechanics.kinematics`)
 * are the paths through it and are used by the demo questions.
 */
const demoLibraries: {
  key: string;
  name: string;
  expired?: boolean;
  teachers: string[];
  chapters: Record<string, DemoChapter>;
}[] = [
  {
    key: 'physics',
    name: 'Physics Library',
    teachers: ['teacherWang'],
    chapters: {
      mechanics: {
        name: 'Mechanics',
        sections: { kinematics: 'Kinematics', newton: "Newton's Laws", energy: 'Work and Energy' },
      },
      em: { name: 'Electricity and Magnetism', sections: { fields: 'Electric Fields', circuits: 'Circuits' } },
      modern: { name: 'Modern Physics', sections: { relativity: 'Relativity', quantum: 'Quantum Physics' } },
    },
  },
  {
    key: 'math',
    name: 'Math Library',
    teachers: ['teacherWang', 'teacherSmith'],
    chapters: {
      algebra: { name: 'Algebra', sections: { quadratics: 'Quadratic Equations', functions: 'Functions' } },
      geometry: { name: 'Geometry', sections: { triangles: 'Triangles', circles: 'Circles' } },
      calculus: { name: 'Calculus', sections: { limits: 'Limits', derivatives: 'Derivatives' } },
    },
  },
  {
    key: 'archive',
    name: '2019 Contest Archive',
    expired: true,
    teachers: [],
    chapters: { papers: { name: 'Past Papers', sections: {} } },
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
    for (const [chapterPosition, [chapterKey, c]] of Object.entries(l.chapters).entries()) {
      const [chapter] = await tx
        .insert(chapters)
        .values({ libraryId, name: c.name, position: chapterPosition })
        .returning({ id: chapters.id });
      const chapterId = chapter!.id;
      nodes.set(`${l.key}.${chapterKey}`, { libraryId, chapterId, sectionId: null });
      for (const [sectionPosition, [sectionKey, name]] of Object.entries(c.sections).entries()) {
        const [section] = await tx
          .insert(sections)
          .values({ chapterId, name, position: sectionPosition })
          .returning({ id: sections.id });
        nodes.set(`${l.key}.${chapterKey}.${sectionKey}`, { libraryId, chapterId, sectionId: section!.id });
      }
    }
  }
  return nodes;
}

import { NavLink, Stack, Text } from '@mantine/core';
import { type Icon, IconBook, IconBooks, IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Library, type LibraryNode, sameNode } from './types';

interface LibraryTreeProps {
  libraries: Library[];
  selected: LibraryNode | null;
  onSelect: (node: LibraryNode) => void;
}

interface TreeLinkProps {
  node: LibraryNode;
  label: string;
  icon: Icon;
  selected: LibraryNode | null;
  onSelect: (node: LibraryNode) => void;
  defaultOpened?: boolean;
  /** The nodes under this one, if any. */
  children?: ReactNode;
}

/** One node of the tree: chosen on click, marked when it is the chosen one, its children indented. */
function TreeLink({ node, label, icon: IconComponent, selected, onSelect, defaultOpened, children }: TreeLinkProps) {
  return (
    <NavLink
      component="button"
      label={label}
      leftSection={<IconComponent size={16} aria-hidden />}
      active={sameNode(selected, node)}
      defaultOpened={defaultOpened}
      onClick={() => onSelect(node)}
      childrenOffset={18}
    >
      {children}
    </NavLink>
  );
}

/** The library → chapter → section tree of the question browsers; any node can be chosen. */
export function LibraryTree({ libraries, selected, onSelect }: LibraryTreeProps) {
  const { t } = useTranslation();
  if (libraries.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('libraries.noLibraries')}
      </Text>
    );
  const pick = { selected, onSelect };
  return (
    <Stack gap={0} component="nav" aria-label={t('libraries.tree')}>
      {libraries.map((library) => {
        const libraryNode = { libraryId: library._id };
        return (
          <TreeLink
            key={library._id}
            node={libraryNode}
            label={library.name}
            icon={IconBooks}
            defaultOpened={selected?.libraryId === library._id}
            {...pick}
          >
            {library.chapter.length > 0 &&
              library.chapter.map((chapter) => {
                const chapterNode = { libraryId: library._id, chapterId: chapter._id };
                return (
                  <TreeLink key={chapter._id} node={chapterNode} label={chapter.name} icon={IconBook} {...pick}>
                    {chapter.section.length > 0 &&
                      chapter.section.map((section) => (
                        <TreeLink
                          key={section._id}
                          node={{ ...chapterNode, sectionId: section._id }}
                          label={section.name}
                          icon={IconFileText}
                          {...pick}
                        />
                      ))}
                  </TreeLink>
                );
              })}
          </TreeLink>
        );
      })}
    </Stack>
  );
}

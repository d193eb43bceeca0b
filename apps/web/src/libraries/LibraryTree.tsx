import { NavLink, Stack, Text } from '@mantine/core';
import { IconBook, IconBooks, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Library, type LibraryNode, sameNode } from './types';

interface LibraryTreeProps {
  libraries: Library[];
  selected: LibraryNode | null;
  onSelect: (node: LibraryNode) => void;
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
  return (
    <Stack gap={0} component="nav" aria-label={t('libraries.tree')}>
      {libraries.map((library) => {
        const libraryNode = { libraryId: library._id };
        return (
          <NavLink
            key={library._id}
            component="button"
            label={library.name}
            leftSection={<IconBooks size={16} aria-hidden />}
            active={sameNode(selected, libraryNode)}
            defaultOpened={selected?.libraryId === library._id}
            onClick={() => onSelect(libraryNode)}
            childrenOffset={18}
          >
            {library.chapter.length > 0 &&
              library.chapter.map((chapter) => {
                const chapterNode = { libraryId: library._id, chapterId: chapter._id };
                return (
                  <NavLink
                    key={chapter._id}
                    component="button"
                    label={chapter.name}
                    leftSection={<IconBook size={16} aria-hidden />}
                    active={sameNode(selected, chapterNode)}
                    onClick={() => onSelect(chapterNode)}
                    childrenOffset={18}
                  >
                    {chapter.section.length > 0 &&
                      chapter.section.map((section) => {
                        const sectionNode = { ...chapterNode, sectionId: section._id };
                        return (
                          <NavLink
                            key={section._id}
                            component="button"
                            label={section.name}
                            leftSection={<IconFileText size={16} aria-hidden />}
                            active={sameNode(selected, sectionNode)}
                            onClick={() => onSelect(sectionNode)}
                          />
                        );
                      })}
                  </NavLink>
                );
              })}
          </NavLink>
        );
      })}
    </Stack>
  );
}
